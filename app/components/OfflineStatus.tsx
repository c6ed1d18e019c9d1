'use client';
import { useEffect, useRef, useState } from 'react';

export interface OfflineWords {
  ready: string;
  saving: string;
  updateReady: string;
  updateReload: string;
}

/**
 * Registers the service worker (scripts/sw.mjs), says once every page is cached for offline use, and offers a
 * reload when a new deploy's worker is installed and waiting (it never takes over a page on its own, so a reader
 * never gets a page of one deploy with files of another).
 */
export function OfflineStatus({ words }: { words: OfflineWords }) {
  const [state, setState] = useState<'off' | 'saving' | 'ready'>('off');
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  const reloading = useRef(false);
  const readyNow = useRef(false);
  useEffect(() => {
    if (!('serviceWorker' in navigator) || process.env.NODE_ENV !== 'production') return;
    const sw = navigator.serviceWorker;
    let alive = true;
    let registration: ServiceWorkerRegistration | undefined;
    const offer = () => {
      // Only an update is offered: on the first visit there is no controller, and the worker starts at once.
      if (alive && registration?.waiting && sw.controller) setWaiting(registration.waiting);
    };
    const check = async () => {
      if (!alive) return;
      if (await caches.match('/__offline-ready')) {
        readyNow.current = true;
        setState('ready');
      }
      // Still saving: ask the worker to fetch whatever an earlier round missed (a failed file recovers this way).
      else sw.controller?.postMessage({ type: 'complete-cache' });
    };
    sw.register('/sw.js')
      .then(async (reg) => {
        registration = reg;
        offer();
        reg.addEventListener('updatefound', () => {
          const next = reg.installing;
          next?.addEventListener('statechange', () => {
            if (next.state === 'installed') offer();
          });
        });
        await check();
        if (alive) setState((s) => (s === 'ready' ? s : 'saving'));
      })
      .catch(() => undefined);
    const onMessage = (e: MessageEvent) => {
      if (e.data?.type === 'offline-ready') {
        readyNow.current = true;
        setState('ready');
      }
    };
    const onControllerChange = () => {
      if (reloading.current) window.location.reload();
    };
    sw.addEventListener('message', onMessage);
    sw.addEventListener('controllerchange', onControllerChange);
    const timer = setInterval(() => {
      if (!readyNow.current) void check();
    }, 3000);
    return () => {
      alive = false;
      clearInterval(timer);
      sw.removeEventListener('message', onMessage);
      sw.removeEventListener('controllerchange', onControllerChange);
    };
  }, []);
  const reload = () => {
    if (!waiting) return;
    reloading.current = true;
    waiting.postMessage({ type: 'skip-waiting' });
  };
  return (
    <>
      {state !== 'off' && (
        <span role="status" className="text-xs text-muted" data-offline={state}>
          {state === 'ready' ? `✓ ${words.ready}` : words.saving}
        </span>
      )}
      {waiting && (
        <div
          role="status"
          data-update
          className="fixed inset-x-2 bottom-2 z-50 mx-auto flex max-w-md items-center justify-between gap-3 rounded-md border border-line bg-surface p-3 text-sm text-ink shadow-lg"
        >
          <span>{words.updateReady}</span>
          <button type="button" onClick={reload} className="rounded-chip border border-line px-3 py-1 font-semibold underline-offset-2 hover:underline">
            {words.updateReload}
          </button>
        </div>
      )}
    </>
  );
}
