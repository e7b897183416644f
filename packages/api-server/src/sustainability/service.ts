// Tree planting: a `tree` line on an order (one per order, priced per tree in serviceItems.ts); trees
// count as planted once their order is complete.
import type { Db } from '../db';
import { RuleViolation } from '../errors';
import * as orderRepo from '../orders';
import { TREE_SKU } from '../orders';
import * as repo from './repository';

export async function addTrees(tx: Db, order: orderRepo.OrderRow, quantity: number): Promise<void> {
  if (await repo.treeLineOf(tx, order.id)) throw new RuleViolation('trees_already_added', 'The order already plants trees; update their quantity instead', 'order_id');
  const position = await orderRepo.nextLinePosition(tx, order.id);
  await repo.insertTreeLine(tx, { orderId: order.id, sku: TREE_SKU, name: 'Tree planting', quantity, position });
}

/** Sets the number of trees; 0 removes the tree line. */
export async function setTrees(tx: Db, order: orderRepo.OrderRow, quantity: number): Promise<void> {
  const line = await repo.treeLineOf(tx, order.id);
  if (!line) throw new RuleViolation('no_trees', 'The order plants no trees yet; add the tree line first', 'order_id');
  if (quantity === 0) await repo.deleteTreeLine(tx, line.id);
  else await repo.setTreeQuantity(tx, line.id, quantity);
}

export async function plantedTrees(db: Db, userId?: number): Promise<number> {
  return repo.treesOnCompleteOrders(db, userId);
}
