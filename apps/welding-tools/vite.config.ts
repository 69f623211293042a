import { brandViteConfig } from '../site/vite.brand.ts';

export default brandViteConfig(import.meta.dirname);
