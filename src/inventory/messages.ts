// What the inventory store says about ConfigMaps it cannot use, in one place.
import { kustomizationKey, type NamespacedName, ownerSelector } from "../model/index.js";
import { INVENTORY_LABEL } from "./codec.js";

export const inventoryStoreText = {
  /**
   * A ConfigMap labelled as an inventory that cannot be decoded. Deleting one that is the only
   * record of a Kustomization's objects orphans them, so the warning says how to tell.
   */
  skipped: (problem: string, configMap: string, owner: NamespacedName | undefined) => {
    const [, namespace, name] = configMap.split("/");
    const look = `kubectl get configmap -n ${namespace} ${name} -o yaml`;
    if (!owner) {
      return (
        `skipped ${problem}; it is not used as an inventory. It matters only if someone meant it as one: ` +
        `look at it (${look}); if its entries name objects that exist and carry kustomize-sync owner labels, ` +
        `add the kustomize-sync.io/kustomization annotation naming their Kustomization; otherwise delete it, ` +
        `or remove its ${INVENTORY_LABEL} label`
      );
    }
    return (
      `skipped ${problem}; it is not used as an inventory: what it lists is neither pruned for ` +
      `Kustomization ${kustomizationKey(owner)} nor protected from another one's prune. To tell whether it ` +
      `still matters, look for that Kustomization's objects (kubectl get <the kinds its entries name> -A -l ` +
      `${ownerSelector(owner)}; its entries: ${look}): if some exist, it is their only record, so fix it; ` +
      "if none do, delete it"
    );
  },
};
