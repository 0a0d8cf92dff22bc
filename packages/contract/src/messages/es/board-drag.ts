// BOARD_DRAG in Spanish (docs/how-to/spanish-glossary.md): what a screen reader says while a job is dragged.
import { defineTranslation } from '../../i18n.ts';
import type { BOARD_DRAG } from '../board-drag.ts';

export const BOARD_DRAG_ES = defineTranslation<typeof BOARD_DRAG>('es', 'board-drag', {
  dragHint: 'Arrastra un trabajo hasta una persona para dárselo, o elige a la persona en su lista Dar a.',
  dragStart: 'Levantaste {job}.',
  dragOver: '{job} está sobre {row}.',
  dragOutside: '{job} no está sobre nadie.',
  dragEnd: 'Soltaste {job} en {row}.',
  dragCancel: '{job} volvió a su lugar.',
});
