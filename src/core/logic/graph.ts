import type { CompiledSurvey, Conditional } from './compile';

/**
 * The dependency index. Nodes are numbered groups first, then questions (in walk order), then actions:
 * group g is node g, question q is node G + q, action a is node G + Q + a. An edge u → v means v must be
 * recomputed when u's output changes; every edge is labelled with the unit (rule) that created it, so that a
 * cycle can be broken by switching off the rules on it.
 */
export interface DependencyGraph {
  readonly nodeCount: number;
  readonly groupBase: 0;
  readonly questionBase: number;
  readonly actionBase: number;
  /** Dependents of node n, without duplicates: targets[offsets[n] .. offsets[n + 1]). */
  readonly dependents: Adjacency;
  /** Position of each node in a topological order: dependents always rank after what they read. */
  readonly rank: Int32Array;
  /** Nodes in topological order. */
  readonly order: Int32Array;
}

export interface Adjacency {
  readonly offsets: Int32Array;
  readonly targets: Int32Array;
}

/** Edges as three parallel growable lists: typed storage keeps building a large graph free of garbage. */
class EdgeList {
  from: number[] = [];
  to: number[] = [];
  unit: number[] = [];

  add(from: number, to: number, unit: number): void {
    this.from.push(from);
    this.to.push(to);
    this.unit.push(unit);
  }

  get length(): number {
    return this.from.length;
  }
}

export function buildGraph(survey: CompiledSurvey): DependencyGraph {
  const questionBase = survey.groups.length;
  const actionBase = questionBase + survey.questions.length;
  const nodeCount = actionBase + survey.actions.length;
  const edges = collectEdges(survey, questionBase, actionBase);
  const all = adjacency(nodeCount, edges, () => true);
  const component = stronglyConnectedComponents(nodeCount, all);
  // Every unit with an edge inside a strongly connected component (self-loops included) is switched off.
  // What remains only links different components, so the graph is acyclic after this one pass.
  for (let edge = 0; edge < edges.length; edge++) {
    if (component[edges.from[edge]!] === component[edges.to[edge]!])
      survey.units[edges.unit[edge]!]!.disabled = true;
  }
  const dependents = adjacency(nodeCount, edges, (edge) => !survey.units[edges.unit[edge]!]!.disabled);
  const order = topologicalOrder(nodeCount, dependents);
  const rank = new Int32Array(nodeCount);
  order.forEach((node, position) => {
    rank[node] = position;
  });
  return { nodeCount, groupBase: 0, questionBase, actionBase, dependents, rank, order };
}

function collectEdges(survey: CompiledSurvey, questionBase: number, actionBase: number): EdgeList {
  const edges = new EdgeList();
  const fromSources = (logic: Conditional, to: number) => {
    for (const term of logic.terms) edges.add(questionBase + term.source, to, logic.unit.id);
  };
  survey.groups.forEach((group, index) => {
    if (!group.logic) return;
    fromSources(group.logic, index);
    for (const member of group.members) edges.add(index, questionBase + member, group.logic.unit.id);
  });
  for (const question of survey.questions) {
    const node = questionBase + question.index;
    if (question.before) fromSources(question.before, node);
    for (const filter of question.filters) fromSources(filter, node);
    for (const desc of question.descLogics) fromSources(desc, node);
  }
  survey.actions.forEach((action, index) => {
    const node = actionBase + index;
    const unit = action.unit.id;
    edges.add(questionBase + action.owner, node, unit);
    fromSources(action, node);
    for (const covered of action.covered) edges.add(node, questionBase + covered, unit);
    if (action.target !== undefined) edges.add(node, questionBase + action.target, unit);
  });
  return edges;
}

/** Compressed adjacency of the kept edges, duplicates removed with a per-target stamp. */
function adjacency(nodeCount: number, edges: EdgeList, keep: (edge: number) => boolean): Adjacency {
  const counts = new Int32Array(nodeCount + 1);
  for (let edge = 0; edge < edges.length; edge++) if (keep(edge)) counts[edges.from[edge]! + 1]!++;
  for (let node = 0; node < nodeCount; node++) counts[node + 1]! += counts[node]!;
  const fill = counts.slice(0, nodeCount);
  const raw = new Int32Array(counts[nodeCount]!);
  for (let edge = 0; edge < edges.length; edge++)
    if (keep(edge)) raw[fill[edges.from[edge]!]!++] = edges.to[edge]!;
  const stamp = new Int32Array(nodeCount).fill(-1);
  const offsets = new Int32Array(nodeCount + 1);
  const targets = new Int32Array(raw.length);
  let size = 0;
  for (let node = 0; node < nodeCount; node++) {
    offsets[node] = size;
    for (let at = counts[node]!; at < counts[node + 1]!; at++) {
      const to = raw[at]!;
      if (stamp[to] === node) continue;
      stamp[to] = node;
      targets[size++] = to;
    }
  }
  offsets[nodeCount] = size;
  return { offsets, targets: targets.subarray(0, size) };
}

/** Tarjan's algorithm, iterative so that long chains cannot overflow the stack. Returns a component per node. */
function stronglyConnectedComponents(nodeCount: number, graph: Adjacency): Int32Array {
  const { offsets, targets } = graph;
  const index = new Int32Array(nodeCount).fill(-1);
  const low = new Int32Array(nodeCount);
  const component = new Int32Array(nodeCount).fill(-1);
  const onStack = new Uint8Array(nodeCount);
  const stack = new Int32Array(nodeCount);
  const callNode = new Int32Array(nodeCount);
  const callNext = new Int32Array(nodeCount);
  let stackSize = 0;
  let depth = 0;
  let counter = 0;
  let components = 0;
  const enter = (node: number) => {
    index[node] = low[node] = counter++;
    stack[stackSize++] = node;
    onStack[node] = 1;
    callNode[depth] = node;
    callNext[depth++] = offsets[node]!;
  };
  for (let root = 0; root < nodeCount; root++) {
    if (index[root] !== -1) continue;
    enter(root);
    while (depth > 0) {
      const node = callNode[depth - 1]!;
      const next = callNext[depth - 1]!;
      if (next < offsets[node + 1]!) {
        callNext[depth - 1] = next + 1;
        const child = targets[next]!;
        if (index[child] === -1) enter(child);
        else if (onStack[child]) low[node] = Math.min(low[node]!, index[child]!);
        continue;
      }
      depth--;
      if (depth > 0) {
        const parent = callNode[depth - 1]!;
        low[parent] = Math.min(low[parent]!, low[node]!);
      }
      if (low[node] === index[node]) {
        let member: number;
        do {
          member = stack[--stackSize]!;
          onStack[member] = 0;
          component[member] = components;
        } while (member !== node);
        components++;
      }
    }
  }
  return component;
}

/** Kahn's algorithm; nodes without dependencies between them keep their numbering order. */
function topologicalOrder(nodeCount: number, graph: Adjacency): Int32Array {
  const { offsets, targets } = graph;
  const inDegree = new Int32Array(nodeCount);
  for (let at = 0; at < targets.length; at++) inDegree[targets[at]!]!++;
  const order = new Int32Array(nodeCount);
  let head = 0;
  let tail = 0;
  for (let node = 0; node < nodeCount; node++) if (inDegree[node] === 0) order[tail++] = node;
  while (head < tail) {
    const node = order[head++]!;
    for (let at = offsets[node]!; at < offsets[node + 1]!; at++) {
      const to = targets[at]!;
      if (--inDegree[to]! === 0) order[tail++] = to;
    }
  }
  if (tail !== nodeCount) throw new Error('logic graph still has a cycle after cycle removal');
  return order;
}
