// `tsx --import ./scripts/import-glob-register.mjs <script>`: registers the hook that expands
// Vite's `import.meta.glob` (the rule-set registry uses it) for scripts run outside Vite.
import { register } from 'node:module';

register('./import-glob.mjs', import.meta.url);
