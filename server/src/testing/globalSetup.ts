import { ensurePgliteTemplate } from './pgliteTemplate';

export default async function globalSetup() {
  await ensurePgliteTemplate();
}
