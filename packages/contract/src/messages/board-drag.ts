// The dispatch board's drag (docs/decisions/028-dragging-with-dnd-kit.md): what a screen reader hears while a job is
// dragged onto a row. Ours. Apart from AVAILABILITY so that only the board's chunk carries them.
import { defineMessages } from '../i18n.ts';

export const BOARD_DRAG = defineMessages('board-drag', {
  dragHint: 'Drag a job onto a person to give it to them, or choose the person in its Give to list.',
  dragStart: 'Picked up {job}.',
  dragOver: '{job} is over {row}.',
  dragOutside: '{job} is over no one.',
  dragEnd: '{job} dropped on {row}.',
  dragCancel: '{job} was put back.',
});
