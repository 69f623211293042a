/**
 * The product gallery's lightbox (spec product §2 "Lightbox", §9): open or closed with the active
 * media index, wrapping at both ends; zoom from 1 to 3 in steps of 0.25, back to 1 whenever the
 * media changes; panning (pointer drag, or arrow keys) only while zoomed, kept inside the image.
 *
 * Keyboard decision: when zoomed (> 1) the arrow keys pan the image; at zoom 1 ArrowLeft/ArrowRight
 * change the media. The dialog shows this as a visible hint.
 */

export const ZOOM_MIN = 1;
export const ZOOM_MAX = 3;
export const ZOOM_STEP = 0.25;
/** Pixels one arrow key press pans a zoomed image. */
export const PAN_STEP = 40;

export interface Offset {
  x: number;
  y: number;
}

/** The area the media is shown in (its unscaled size), for clamping the pan offset. */
export interface StageSize {
  width: number;
  height: number;
}

export interface LightboxState {
  open: boolean;
  index: number;
  zoom: number;
  offset: Offset;
}

export type LightboxAction =
  | { type: 'open'; index: number; count: number }
  | { type: 'close' }
  | { type: 'next'; count: number }
  | { type: 'previous'; count: number }
  | { type: 'show'; index: number; count: number }
  | { type: 'zoomIn' }
  | { type: 'zoomOut' }
  | { type: 'zoomReset' }
  | { type: 'pan'; dx: number; dy: number; stage: StageSize };

const ORIGIN: Offset = { x: 0, y: 0 };

export const initialLightboxState: LightboxState = {
  open: false,
  index: 0,
  zoom: ZOOM_MIN,
  offset: ORIGIN,
};

/** Index in 0..count-1, wrapping at both ends (0 when there is nothing). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return ((Math.trunc(index) % count) + count) % count;
}

/** The zoom clamped to 1..3 and rounded to a 0.25 step. */
export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return ZOOM_MIN;
  const stepped = Math.round(zoom / ZOOM_STEP) * ZOOM_STEP;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, stepped));
}

/**
 * The pan offset kept inside the image: a media scaled by `zoom` about its centre can move at most
 * (zoom - 1) / 2 of its size each way before an edge shows. At zoom 1 it is always the origin.
 */
export function clampOffset(offset: Offset, zoom: number, stage: StageSize | null): Offset {
  if (zoom <= ZOOM_MIN || !stage) return ORIGIN;
  const maxX = ((zoom - 1) * stage.width) / 2;
  const maxY = ((zoom - 1) * stage.height) / 2;
  const clamp = (value: number, max: number) => Math.min(max, Math.max(-max, value)) || 0;
  return { x: clamp(offset.x, maxX), y: clamp(offset.y, maxY) };
}

/** Whether a drag (or arrow key) pans: only when zoomed. */
export function canPan(state: LightboxState): boolean {
  return state.open && state.zoom > ZOOM_MIN;
}

function withMedia(state: LightboxState, index: number): LightboxState {
  // A media change resets the zoom (and so the pan).
  return { ...state, index, zoom: ZOOM_MIN, offset: ORIGIN };
}

function withZoom(state: LightboxState, zoom: number): LightboxState {
  const next = clampZoom(zoom);
  if (next === state.zoom) return state;
  // Zooming out shrinks how far the image may be moved: scale the offset down with it.
  const ratio = next <= ZOOM_MIN ? 0 : (next - 1) / (state.zoom - 1 || 1);
  const offset = next <= ZOOM_MIN ? ORIGIN : next < state.zoom ? { x: state.offset.x * ratio, y: state.offset.y * ratio } : state.offset;
  return { ...state, zoom: next, offset };
}

export function lightboxReducer(state: LightboxState, action: LightboxAction): LightboxState {
  switch (action.type) {
    case 'open':
      return {
        open: true,
        index: wrapIndex(action.index, action.count),
        zoom: ZOOM_MIN,
        offset: ORIGIN,
      };
    case 'close':
      return { ...state, open: false, zoom: ZOOM_MIN, offset: ORIGIN };
    case 'next':
      return action.count > 0 ? withMedia(state, wrapIndex(state.index + 1, action.count)) : state;
    case 'previous':
      return action.count > 0 ? withMedia(state, wrapIndex(state.index - 1, action.count)) : state;
    case 'show': {
      const index = wrapIndex(action.index, action.count);
      return index === state.index ? state : withMedia(state, index);
    }
    case 'zoomIn':
      return withZoom(state, state.zoom + ZOOM_STEP);
    case 'zoomOut':
      return withZoom(state, state.zoom - ZOOM_STEP);
    case 'zoomReset':
      return state.zoom === ZOOM_MIN ? state : { ...state, zoom: ZOOM_MIN, offset: ORIGIN };
    case 'pan': {
      if (!canPan(state)) return state;
      return {
        ...state,
        offset: clampOffset({ x: state.offset.x + action.dx, y: state.offset.y + action.dy }, state.zoom, action.stage),
      };
    }
  }
}

/** The zoom as a whole percentage (1.25 → 125). */
export function zoomPercent(zoom: number): number {
  return Math.round(zoom * 100);
}

/** What a key does in the open lightbox (null: nothing, let it through). */
export function lightboxKeyAction(key: string, state: LightboxState, count: number, stage: StageSize | null): LightboxAction | null {
  const zoomed = state.zoom > ZOOM_MIN;
  switch (key) {
    case '+':
    case '=':
      return { type: 'zoomIn' };
    case '-':
    case '_':
      return { type: 'zoomOut' };
    case '0':
      return { type: 'zoomReset' };
    case 'ArrowRight':
      // Dragging the view right shows more of the image's left: keys move the view, not the image.
      return zoomed ? (stage ? { type: 'pan', dx: -PAN_STEP, dy: 0, stage } : null) : count > 1 ? { type: 'next', count } : null;
    case 'ArrowLeft':
      return zoomed ? (stage ? { type: 'pan', dx: PAN_STEP, dy: 0, stage } : null) : count > 1 ? { type: 'previous', count } : null;
    case 'ArrowUp':
      return zoomed && stage ? { type: 'pan', dx: 0, dy: PAN_STEP, stage } : null;
    case 'ArrowDown':
      return zoomed && stage ? { type: 'pan', dx: 0, dy: -PAN_STEP, stage } : null;
    default:
      return null;
  }
}

/** The CSS transform of the shown image: the pan offset, then the zoom about its centre. */
export function lightboxTransform(state: Pick<LightboxState, 'zoom' | 'offset'>): string {
  return `translate(${state.offset.x}px, ${state.offset.y}px) scale(${state.zoom})`;
}
