// Home (shop tab): hero, the style selection and the collection headings.

import { useT } from '../i18n/index.tsx';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/home';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ root: matches[0]?.loaderData, path: '/' });
}

export default function Home() {
  const t = useT();
  return (
    <main id="main">
      <section className="bg-gradient-to-br from-primary-50 via-white to-amber-50">
        <div className="container-page py-16 md:py-24">
          <p className="text-sm font-semibold uppercase tracking-widest text-primary-700">{t('home.welcome')}</p>
          <h1 className="mt-3 max-w-2xl text-4xl font-black tracking-tight text-slate-900 md:text-5xl">
            {t('home.tagline')}
          </h1>
        </div>
      </section>
      <section className="container-page py-12" aria-labelledby="style-selection">
        <h2 id="style-selection" className="section-title">
          {t('home.styleSelection')}
        </h2>
        <p className="mt-4 text-slate-600">{t('home.comingSoon')}</p>
      </section>
    </main>
  );
}
