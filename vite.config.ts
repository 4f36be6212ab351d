import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/** React, React DOM and React Router: one file, cached across deploys that do not upgrade them. */
const FRAMEWORK = /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;

/**
 * The small shop modules every page loads with the root (formatting, i18n, icons,
 * prices, images, dialogs): one file instead of a dozen that each gzip on their own.
 * A module missing here still works; it just travels in a chunk of its own.
 */
const SHOP_CORE = new RegExp(
  [
    String.raw`src[\\/]domain[\\/](constants|money|api-codes|locale|accounts|catalog|images)\.ts$`,
    String.raw`src[\\/]web[\\/]lib[\\/](analytics|meta|store|dialog-requests|use-root-data|markdown|session)\.tsx?$`,
    String.raw`src[\\/]web[\\/]i18n[\\/](index\.tsx|messages\.ts)$`,
    String.raw`src[\\/]web[\\/]components[\\/](icons|price|product-image|breadcrumbs|error-page|toast|dialog)\.tsx?$`,
  ].join('|'),
);

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 2 },
            { name: 'shop', test: SHOP_CORE, priority: 1 },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
});
