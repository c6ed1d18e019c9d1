'use client';
import { useEffect, useState } from 'react';

/** Registers the service worker and says so once every page is cached for offline use. */
export function OfflineStatus({ readyText, savingText }: { readyText: string; savingText: string }) {
  const [state, setState] = useState<'off' | 'saving' | 'ready'>('off');
  useEffect(() => {
    if (!('serviceWorker' in navigator) || process.env.NODE_ENV !== 'production') return;
    let alive = true;
    const check = async () => {
      if (alive && (await caches.match('/__offline-ready'))) setState('ready');
    };
    navigator.serviceWorker
      .register('/sw.js')
      .then(async () => {
        await check();
        if (alive) setState((s) => (s === 'ready' ? s : 'saving'));
      })
      .catch(() => undefined);
    const onMessage = (e: MessageEvent) => {
      if (e.data?.type === 'offline-ready') setState('ready');
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    const timer = setInterval(check, 1500);
    return () => {
      alive = false;
      clearInterval(timer);
      navigator.serviceWorker.removeEventListener('message', onMessage);
    };
  }, []);
  if (state === 'off') return null;
  return (
    <span role="status" className="text-xs text-muted" data-offline={state}>
      {state === 'ready' ? `✓ ${readyText}` : savingText}
    </span>
  );
}
