import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, host: '0.0.0.0', publicUrl: 'http://localhost:3000', logLevel: 'info' });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.dataDir).toMatch(/data$/);
  });

  it('treats empty variables as unset and trims the public URL', () => {
    const c = loadConfig({ DATABASE_URL: '', PUBLIC_URL: 'https://shop.example/' });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.publicUrl).toBe('https://shop.example');
  });

  it('names every wrong variable', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SECRET: 'short',
        REDIS_URL: 'nope',
        SMTP_URL: 'http://x',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (err) {
      const message = (err as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'SECRET', 'REDIS_URL', 'SMTP_URL']) expect(message).toContain(name);
    }
  });

  it('trusts no country header unless COUNTRY_HEADER names one (issue #40)', () => {
    expect(loadConfig({}).countryHeader).toBeUndefined();
    expect(loadConfig({ COUNTRY_HEADER: 'off' }).countryHeader).toBeUndefined();
    expect(loadConfig({ COUNTRY_HEADER: 'cloudflare' }).countryHeader).toBe('cf-ipcountry');
    expect(loadConfig({ COUNTRY_HEADER: 'CloudFront' }).countryHeader).toBe('cloudfront-viewer-country');
    expect(loadConfig({ COUNTRY_HEADER: 'X-Country-Code' }).countryHeader).toBe('x-country-code');
    for (const bad of ['x country', 'cf-ipcountry: GB', '-x', 'ü']) {
      expect(() => loadConfig({ COUNTRY_HEADER: bad }), bad).toThrow(/COUNTRY_HEADER/);
    }
  });

  it('runs one process per core on PostgreSQL and one on the embedded database', () => {
    const pgUrl = 'postgres://localhost/shop';
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ DATABASE_URL: pgUrl }).workers).toBe(availableParallelism());
    expect(loadConfig({ DATABASE_URL: pgUrl, WEB_CONCURRENCY: '3' }).workers).toBe(3);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY: more than one process needs DATABASE_URL/,
    );
    expect(() => loadConfig({ DATABASE_URL: pgUrl, WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
  });

  it('offers the demo gateway on the embedded shop and outside production only', () => {
    const pgUrl = 'postgres://localhost/shop';
    expect(loadConfig({}).payments.demo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).payments.demo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: pgUrl }).payments.demo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: pgUrl, PAYMENT_DEMO: 'on' }).payments.demo).toBe(true);
    expect(loadConfig({ PAYMENT_DEMO: 'off' }).payments.demo).toBe(false);
    expect(loadConfig({}).payments.deadlineMinutes).toBe(30);
  });

  it('takes S3 storage all or nothing, with a message naming what is missing', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    const s3 = {
      S3_BUCKET: 'shop-uploads',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'AKIA1',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(s3).s3).toEqual({
      bucket: 'shop-uploads',
      region: 'eu-central-1',
      accessKeyId: 'AKIA1',
      secretAccessKey: 'secret',
      endpoint: undefined,
      publicUrl: undefined,
    });
    const compatible = loadConfig({
      ...s3,
      S3_ENDPOINT: 'http://minio:9000/',
      S3_PUBLIC_URL: 'https://cdn.example/',
    }).s3;
    expect(compatible).toMatchObject({ endpoint: 'http://minio:9000', publicUrl: 'https://cdn.example' });

    expect(() => loadConfig({ S3_BUCKET: 'shop-uploads', S3_REGION: 'eu-central-1' })).toThrow(
      /S3_ACCESS_KEY_ID: required with S3_BUCKET, S3_REGION[\s\S]*S3_SECRET_ACCESS_KEY: required/,
    );
    // An endpoint alone is a half-configured bucket too, never a silent fall-back to the disk.
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_BUCKET: required with S3_ENDPOINT/);
    expect(() => loadConfig({ ...s3, S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT: must be a URL/);
    expect(() => loadConfig({ ...s3, S3_PUBLIC_URL: 'ftp://cdn' })).toThrow(/S3_PUBLIC_URL: must be a URL/);
    // Empty values count as unset, as everywhere else.
    expect(loadConfig({ S3_BUCKET: '', S3_ENDPOINT: '' }).s3).toBeUndefined();
  });
});
