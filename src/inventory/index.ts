export {
  decodeInventory,
  encodeInventory,
  type Inventory,
  type InventoryEntry,
  InventoryTooLargeError,
  inventoryName,
  MAX_ENCODED_BYTES,
} from "./codec.js";
export { deleteInventory, ensureNamespace, listInventories, readInventory, writeInventory } from "./store.js";
