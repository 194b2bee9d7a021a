import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM } from '../e2e/src/browser';
import { startBuiltStore } from '../e2e/src/store';

const store = await startBuiltStore();
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
try {
  for (const p of (process.argv[2] ?? '/').split(',')) {
    for (let i = 0; i < Number(process.env.N ?? 1); i++) {
      const r = await lighthouse(`${store.url}${p}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const a = r!.lhr.audits;
      console.log(p, 'perf', r!.lhr.categories.performance!.score, 'LCP', Math.round(a['largest-contentful-paint']!.numericValue!), 'FCP', Math.round(a['first-contentful-paint']!.numericValue!), 'TBT', Math.round(a['total-blocking-time']!.numericValue!), 'SI', Math.round(a['speed-index']!.numericValue!));
      if (process.env.DETAIL) {
        console.log('bench index', r!.lhr.environment.benchmarkIndex, Object.keys(a).filter((k) => /lcp|largest/.test(k)));
        console.log(JSON.stringify((a['lcp-breakdown-insight'] ?? a['lcp-phases-insight'])?.details, null, 1)?.slice(0, 2000));
        const items = (a['network-requests']!.details as any).items as any[];
        for (const it of items) console.log(Math.round(it.networkRequestTime), Math.round(it.networkEndTime), it.transferSize, it.priority, it.url.replace(store.url, ''));
        const tb = (a['long-tasks']?.details as any)?.items ?? [];
        for (const t of tb) console.log('long task', Math.round(t.startTime), Math.round(t.duration), t.url);
      }
    }
  }
} finally {
  await chrome.kill();
  await store.stop();
}
