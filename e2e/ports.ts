// E2E servers use their own ports so a running `npm start` (3000/3001/4000) is left alone.
export const E2E_PORTS = { api: 4010, site: 3010, admin: 3011 } as const;
export const E2E_API_URL = `http://127.0.0.1:${E2E_PORTS.api}`;
