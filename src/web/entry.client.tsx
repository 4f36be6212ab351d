// Browser entry: load the message catalogue of the page's language, then hydrate.
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { splitLocalePath } from '../domain/i18n/locale.ts';
import { loadCatalog } from './i18n/messages.ts';

await loadCatalog(splitLocalePath(window.location.pathname).locale);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
