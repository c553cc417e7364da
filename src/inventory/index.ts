export {
  type Inventory,
  InventoryDamagedError,
  type InventoryEntry,
  inventoryName,
  legacyInventoryName,
} from "./codec.js";
export {
  deleteInventory,
  ensureNamespace,
  InventoryOwnerError,
  listInventories,
  readInventory,
  retireLegacy,
  writeInventory,
} from "./store.js";
