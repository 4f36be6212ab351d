// The admin area (issue #7): a client-rendered single-page app with Ant Design, built
// apart from the storefront so no storefront page can load it. Served under /admin by
// the same server (src/server/admin-ui.ts). `npm run build` builds both.
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'src/admin',
  base: '/admin/',
  publicDir: false,
  build: {
    outDir: '../../build/admin',
    emptyOutDir: true,
    target: 'es2022',
    // Ant Design is large; the admin is a staff tool on a desktop or phone, split by page.
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // Ant Design marks its files "use client" (for React Server Components); meaningless here.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  server: {
    port: 5174,
    proxy: { '/v1': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
});
