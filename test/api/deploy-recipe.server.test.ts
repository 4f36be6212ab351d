// The deploy recipe (Dockerfile, compose.yaml, deploy/Caddyfile, deploy/shop.env.example)
// cannot be run here (no container engine on this machine: docs/deploy.md says so), so
// this keeps it from drifting from the code: every variable it sets is a documented
// configuration name, both replicas are configured alike, the proxy and the health
// checks ask the routes that exist, and the image runs as an unprivileged user.
// No database: it runs once, with the server project.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

/** The names of the README's configuration table (`| \`NAME\`` or `\`A\`, \`B_*\``). */
function documentedNames(): RegExp[] {
  const rows = read('README.md')
    .split('\n')
    .filter((l) => l.startsWith('| `'));
  return rows.flatMap((row) =>
    [...row.split('|')[1]!.matchAll(/`([A-Z0-9_*]+)`/g)].map(
      ([, name]) => new RegExp(`^${name!.replace(/\*/g, '[A-Z0-9_]+')}$`),
    ),
  );
}

describe('the deploy recipe', () => {
  const compose = parse(read('compose.yaml')) as {
    services: Record<string, { build?: string; environment?: Record<string, string>; env_file?: string }>;
  };
  const replicas = Object.entries(compose.services).filter(([, s]) => s.build === '.');
  const documented = documentedNames();
  const isDocumented = (name: string) => documented.some((re) => re.test(name));

  it('runs two replicas of the shop configured alike', () => {
    expect(replicas.map(([name]) => name)).toEqual(['shop-1', 'shop-2']);
    const [a, b] = replicas.map(([, s]) => s);
    expect(a).toEqual(b);
    expect(a!.environment).toMatchObject({ TRUST_PROXY: 'true' });
    expect(a!.environment!.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
  });

  it('sets only documented configuration names', () => {
    const env = replicas[0]![1].environment!;
    const example = read('deploy/shop.env.example')
      .split('\n')
      .map((l) => l.replace(/^#\s*/, ''))
      .filter((l) => /^[A-Z][A-Z0-9_]*=/.test(l))
      .map((l) => l.split('=')[0]!);
    const names = [...Object.keys(env), ...example];
    expect(names.filter((n) => !isDocumented(n))).toEqual([]);
    expect(example).toEqual(expect.arrayContaining(['PUBLIC_URL', 'SECRET', 'ADMIN_EMAIL', 'ADMIN_PASSWORD']));
  });

  it('proxies to every replica and checks readiness on the route that exists', () => {
    const caddy = read('deploy/Caddyfile');
    const upstreams = caddy
      .match(/reverse_proxy ([^{]+)\{/)![1]!
      .trim()
      .split(/\s+/);
    expect(upstreams).toEqual(replicas.map(([name]) => `${name}:3000`));
    expect(caddy).toContain('health_uri /readyz');
  });

  it('builds an image that runs the server as an unprivileged user with a health check', () => {
    const docker = read('Dockerfile');
    expect(docker).toMatch(/^USER node$/m);
    expect(docker).toMatch(/npm ci --omit=dev/);
    expect(docker).toMatch(/HEALTHCHECK[\s\S]+\/healthz/);
    expect(docker).toContain('"src/server/main.ts"');
    expect(() => read('src/server/main.ts')).not.toThrow();
    // What the image leaves out must not be something the server reads at run time.
    expect(read('.dockerignore').split('\n')).not.toContain('public');
  });
});
