import type { IdentityResult } from "../companies/identity/result";
import type { CompanySite } from "../companies/site-form";

export interface PickedCompany {
  id: string;
  name: string;
  cin: string | null;
  gstin: string | null;
  address: string;
  pan?: string | null;
  /** Its identity checks, from the list it was picked from (absent: checked where shown). */
  identity?: IdentityResult[];
  /** For the on-site check; absent in companies remembered before site locations existed. */
  site?: CompanySite | null;
  /** The user's own company (not a directory entry): a first save without a site pins it. */
  own?: boolean;
}
