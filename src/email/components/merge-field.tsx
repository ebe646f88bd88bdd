/**
 * A personalisation token inside rendered content. In HTML it is just its fallback text; the TSX
 * printer recognises it and prints a prop of the email component instead (`{firstName || "there"}`),
 * so a developer rendering the exported .tsx passes real values.
 */
export interface MergeFieldProps {
  field: string;
  fallback: string;
}

export function MergeField({ fallback }: MergeFieldProps) {
  return fallback;
}

/** Tells the TSX printer to write this element as `{props.<field> || '<fallback>'}`. */
MergeField.sourceProp = ({ field, fallback }: MergeFieldProps) => ({ prop: field, fallback });
