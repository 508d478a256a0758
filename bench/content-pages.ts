// Throughput of the home, company and news pages from the production build (`npm run build` first).
// Run: npx tsx bench/content-pages.ts [port]. Prints figures; never passes or fails on time.
import { startBenchApp } from './support/app';
import { articles } from '@/db/seed/data/news';

const port = Number(process.argv[2] ?? 3190);
const seconds = 5;
const concurrency = 8;
const article = articles.find((entry) => entry.is_published)!;
const routes = ['/', '/about', '/learn-more', '/contact', '/privacy', '/news', `/news/${article.id}`, '/news/fallback-1'];

const server = await startBenchApp('content', { port });
try {
  for (const route of routes) {
    const url = `${server.url}${route}`;
    const first = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    const firstMs = performance.now() - first;
    let done = 0;
    const latencies: number[] = [];
    const until = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < until) {
          const start = performance.now();
          const res = await fetch(url);
          await res.arrayBuffer();
          if (res.status !== 200) throw new Error(`${route} answered ${res.status}`);
          latencies.push(performance.now() - start);
          done += 1;
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    const p50 = latencies[Math.floor(latencies.length / 2)];
    const p95 = latencies[Math.floor(latencies.length * 0.95)];
    console.log(`${route.padEnd(52)} first ${firstMs.toFixed(0).padStart(5)} ms   ${(done / seconds).toFixed(0).padStart(5)} req/s   p50 ${p50.toFixed(1)} ms   p95 ${p95.toFixed(1)} ms`);
  }
} finally {
  await server.stop();
}
