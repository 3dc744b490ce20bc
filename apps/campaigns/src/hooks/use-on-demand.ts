import { useCallback, useRef, useState } from 'react';

export type OnDemand<T> = {
  /** The module once it has arrived (undefined before): for checks made while rendering. */
  loaded: T | undefined;
  /** Resolves to the module, importing it if nothing has yet: for a submit that comes first. */
  load: () => Promise<T>;
  /** Starts the import and forgets the outcome: for the first focus, input or pointer down. */
  prepare: () => void;
  /**
   * Runs `run` with the module: at once when it has arrived, else once it does (never, if it
   * cannot be loaded: the submit says so). For a field's message as it is left.
   */
  whenLoaded: (run: (module: T) => void) => void;
};

/**
 * Code a form needs only once the visitor starts on it, loaded then rather than with the page.
 * The forms' shared schemas bring zod (about 24 KB gzip), which would otherwise be in their
 * route's first script (docs/decisions/024, as the site's contact form does it). The form
 * renders and takes the focus at once; by the time a field is left or the form is sent, the
 * module has usually arrived. A failed import (a dropped connection) is tried again on the
 * next call. `importModule` must keep its identity (a module-level function).
 */
export function useOnDemand<T>(importModule: () => Promise<T>): OnDemand<T> {
  const [loaded, setLoaded] = useState<T | undefined>(undefined);
  const pending = useRef<Promise<T> | null>(null);

  const load = useCallback((): Promise<T> => {
    pending.current ??= importModule().then(
      (module) => {
        setLoaded(() => module);
        return module;
      },
      (err: unknown) => {
        pending.current = null;
        throw err;
      },
    );
    return pending.current;
  }, [importModule]);

  const prepare = useCallback(() => {
    load().catch(() => {});
  }, [load]);

  const whenLoaded = (run: (module: T) => void) => {
    if (loaded) run(loaded);
    else load().then(run, () => {});
  };

  return { loaded, load, prepare, whenLoaded };
}
