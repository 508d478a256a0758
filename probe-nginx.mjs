import { startPageCache } from './scripts/page-cache.mjs';
const pc = await startPageCache({ listen: '127.0.0.1:3910', upstream: '127.0.0.1:3900', secret: 'probe-secret-1234567890', output: 'ignore' });
console.log('up');
process.on('SIGTERM', async () => { await pc.stop(); process.exit(0); });
setInterval(() => {}, 1e6);
