// Components whose code loads on first use, shown without Suspense. React.lazy would
// reveal them no sooner than 300 ms after they were asked for (React holds back a
// suspended boundary's content that long after its fallback showed): too late for a
// toast right before a redirect, and a needless wait for a menu or a notice. Nothing
// renders in the view's place while its code loads.
import { type ComponentType, useEffect, useState } from 'react';

export interface LazyView<P> {
  /** Starts loading (once; again after a failure) and resolves with the component. */
  load(): Promise<ComponentType<P>>;
}

export function lazyView<P>(importer: () => Promise<ComponentType<P>>): LazyView<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  return {
    load() {
      loading ??= importer().catch((err: unknown) => {
        loading = undefined; // a failed chunk load is tried again next time
        throw err;
      });
      return loading;
    },
  };
}

/** The view's component once it was first `wanted` and its code has loaded; undefined before. */
export function useLazyView<P>(view: LazyView<P>, wanted: boolean): ComponentType<P> | undefined {
  const [component, setComponent] = useState<ComponentType<P>>();
  useEffect(() => {
    if (!wanted || component) return;
    let live = true;
    view.load().then(
      (c) => live && setComponent(() => c),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [view, wanted, component]);
  return component;
}
