export interface PickedCompany {
  id: string;
  name: string;
  cin: string | null;
  gstin: string | null;
  address: string;
}
