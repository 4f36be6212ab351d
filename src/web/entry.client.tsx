// Browser entry: load the message catalogue of the page's language and the whole
// stylesheet (the page inlines only its own rules), then hydrate.
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { splitLocalePath } from '../domain/i18n/locale.ts';
import { linkWholeStylesheet } from './components/app-styles.tsx';
import { loadCatalog } from './i18n/messages.ts';

await Promise.all([loadCatalog(splitLocalePath(window.location.pathname).locale), linkWholeStylesheet()]);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
