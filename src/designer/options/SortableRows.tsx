import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  type Modifier,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { HolderOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';

/** Rows move up and down only (the modifiers package is not a dependency; this is all it would do). */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/** The drag handle a row renders where it wants it; inert when the row may not move. */
export type DragHandle = ReactNode;

/**
 * A vertical list whose rows are dragged by their handle (@dnd-kit, keyboard too). Only mounted in edit
 * mode: previews never render it, so options cannot be dragged in view (spec 1 §4).
 */
export function SortableRows<T extends { id: string }>({
  items,
  onMove,
  canMove = () => true,
  handleLabel,
  renderRow,
}: {
  items: readonly T[];
  onMove: (activeId: string, overId: string) => void;
  canMove?: (item: T) => boolean;
  handleLabel: string;
  renderRow: (item: T, index: number, handle: DragHandle) => ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      modifiers={[verticalOnly]}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <div className="wd-fe__list">
          {items.map((item, index) => (
            <SortableRow key={item.id} id={item.id} movable={canMove(item)} handleLabel={handleLabel}>
              {(handle) => renderRow(item, index, handle)}
            </SortableRow>
          ))}
        </div>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  movable,
  handleLabel,
  children,
}: {
  id: string;
  movable: boolean;
  handleLabel: string;
  children: (handle: DragHandle) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id,
      disabled: !movable,
    });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className="wd-fe__handle"
      disabled={!movable}
      aria-label={handleLabel}
      {...attributes}
      {...listeners}
    >
      <HolderOutlined />
    </button>
  );
  return (
    <div
      ref={setNodeRef}
      className={isDragging ? 'wd-fe__drag wd-fe__drag--active' : 'wd-fe__drag'}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {children(handle)}
    </div>
  );
}
