// The dispatch board's drag (docs/decisions/028-dragging-with-dnd-kit.md): what a screen reader hears while a job is
// dragged onto a row. Ours. Apart from AVAILABILITY so that only the board's chunk carries them.
export const BOARD_DRAG = {
  dragHint: 'Drag a job onto a person to give it to them, or choose the person in its Give to list.',
  dragStart: (job: string) => `Picked up ${job}.`,
  dragOver: (job: string, row: string) => `${job} is over ${row}.`,
  dragOutside: (job: string) => `${job} is over no one.`,
  dragEnd: (job: string, row: string) => `${job} dropped on ${row}.`,
  dragCancel: (job: string) => `${job} was put back.`,
} as const;
