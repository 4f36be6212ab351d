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
});
