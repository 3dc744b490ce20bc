export function startPublicApp(app: {
  appDir: string;
  name: string;
  defaultPort: number;
}): Promise<void>;
