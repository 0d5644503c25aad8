/**
 * The nodes waiting to be recomputed, popped in topological rank order so that every node is recomputed once,
 * after everything it reads. A binary heap of ranks plus a membership flag per node.
 */
export class RankQueue {
  private readonly heap: number[] = [];
  private readonly queued: Uint8Array;

  constructor(
    nodeCount: number,
    private readonly rank: Int32Array,
  ) {
    this.queued = new Uint8Array(nodeCount);
  }

  get size(): number {
    return this.heap.length;
  }

  push(node: number): void {
    if (this.queued[node]) return;
    this.queued[node] = 1;
    const heap = this.heap;
    let position = heap.length;
    heap.push(node);
    const nodeRank = this.rank[node]!;
    while (position > 0) {
      const parent = (position - 1) >> 1;
      const parentNode = heap[parent]!;
      if (this.rank[parentNode]! <= nodeRank) break;
      heap[position] = parentNode;
      position = parent;
    }
    heap[position] = node;
  }

  pop(): number {
    const heap = this.heap;
    const top = heap[0]!;
    const last = heap.pop()!;
    this.queued[top] = 0;
    if (heap.length === 0) return top;
    const lastRank = this.rank[last]!;
    let position = 0;
    for (;;) {
      let child = position * 2 + 1;
      if (child >= heap.length) break;
      const right = child + 1;
      if (right < heap.length && this.rank[heap[right]!]! < this.rank[heap[child]!]!) child = right;
      if (this.rank[heap[child]!]! >= lastRank) break;
      heap[position] = heap[child]!;
      position = child;
    }
    heap[position] = last;
    return top;
  }
}
