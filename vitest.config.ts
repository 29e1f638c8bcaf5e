import { defineConfig } from 'vitest/config';

// Unit tests run in Node; the browser project (built site + Chromium) is added beside them.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
