/** Spec §3 leaves these records' fields unshown; the reference API settles them. */
export interface DeviceRecord {
  id: string;
  name: string;
  lastSeen: string;
}

export interface MintRecord {
  id: string;
  collectibleId: string;
  price: number;
  status: string;
}

export interface OfferRecord {
  id: string;
  collectibleId: string;
  price: number;
  status: string;
}
