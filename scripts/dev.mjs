// `npm run dev`: every app's dev server with reload, and the API in watch mode.
// Shell http://127.0.0.1:3000 (proxies /api to the API on 8080); remotes on 3001-3003.
import concurrently from 'concurrently';

const { result } = concurrently(
  [
    { name: 'api', command: 'npm run dev -w server' },
    { name: 'public', command: 'npm run dev -w remotes/public-site' },
    { name: 'customer', command: 'npm run dev -w remotes/customer' },
    { name: 'admin', command: 'npm run dev -w remotes/admin' },
    { name: 'shell', command: 'npm run dev -w shell' },
  ],
  { killOthersOn: ['failure'], prefixColors: 'auto' },
);
result.catch(() => process.exit(1));
