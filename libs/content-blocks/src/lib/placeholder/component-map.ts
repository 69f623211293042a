import type { ComponentType, FunctionComponent } from 'react';
import type { ComponentFields, ComponentRendering } from '@mbw/api-clients';

/** What every block receives: its rendering (for nested placeholders), fields and params. */
export interface BlockProps<TFields = ComponentFields> {
  rendering: ComponentRendering;
  fields: TFields;
  params: Record<string, string>;
}

export interface BlockDefinition {
  // Blocks type their own fields; the map erases that so one map can hold them all.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  component: ComponentType<BlockProps<any>>;
  /** Fields holding editor HTML; sanitised on the server before the page renders (see server.ts). */
  richTextFields?: readonly string[];
}

/** Component name as the layout service sends it → block. */
export type ComponentMap = Readonly<Record<string, BlockDefinition>>;

/** A block whose code loads when a page holds it (see lazyBlock). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LazyBlockComponent = FunctionComponent<BlockProps<any>> & {
  /** Loads the block's code; resolves when it can render without suspending. */
  preload(): Promise<void>;
};
