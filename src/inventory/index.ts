export {
  type Inventory,
  InventoryDamagedError,
  type InventoryEntry,
  inventoryName,
} from "./codec.js";
export {
  deleteInventory,
  ensureNamespace,
  InventoryOwnerError,
  listInventories,
  readInventory,
  writeInventory,
} from "./store.js";
