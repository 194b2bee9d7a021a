// Development only, first thing the shell runs (after React Refresh's own set-up): every remote carries
// its own React Refresh runtime and joins the page after React has started. A runtime finds the page's
// React through the renderers listed on React's global hook, but the stand-in hook React Refresh makes
// (when the React DevTools are not installed) does not list them. This keeps the list, so an edit in a
// remote is refreshed in place too.

interface Hook {
  renderers?: Map<number, unknown>;
  inject(renderer: unknown): number;
}

const hook = (globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: Hook }).__REACT_DEVTOOLS_GLOBAL_HOOK__;
if (hook && hook.renderers instanceof Map) {
  const renderers = hook.renderers;
  const inject = hook.inject;
  hook.inject = function (this: Hook, renderer: unknown) {
    const id = inject.call(this, renderer);
    if (!renderers.has(id)) renderers.set(id, renderer);
    return id;
  };
}

export {};
