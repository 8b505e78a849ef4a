import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      "lib/db/generated/**",
      ".next/**",
      ".next-*/**",
      "data/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
  { rules: { "@typescript-eslint/no-explicit-any": "error" } },
];

export default config;
