export {
  decodeInventory,
  encodeInventory,
  type Inventory,
  InventoryDamagedError,
  type InventoryEntry,
  InventoryTooLargeError,
  inventoryName,
  legacyInventoryName,
  MAX_ENCODED_BYTES,
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
