// Every built English page passes the page checks (page-checks.ts); the Chinese ones are pages.test.ts.
import { checkPagesOf } from './page-checks.ts';

await checkPagesOf('en');
