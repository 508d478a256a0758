// Written by db/seed/artwork/safety-data-sheets.ts: do not edit by hand.
import type { SeedProductDocument } from '@/db/seed/types';

export const productDocuments: SeedProductDocument[] = [
  {
    "product_id": "e6013-general-purpose",
    "kind": "safety-data-sheet",
    "title": "Safety Data Sheet (SDS)",
    "file_url": "/documents/sds/e6013-general-purpose.pdf",
    "file_size_bytes": 7066
  },
  {
    "product_id": "e7018-low-hydrogen",
    "kind": "safety-data-sheet",
    "title": "Safety Data Sheet (SDS)",
    "file_url": "/documents/sds/e7018-low-hydrogen.pdf",
    "file_size_bytes": 6999
  },
  {
    "product_id": "e7016-low-hydrogen-root-pass",
    "kind": "safety-data-sheet",
    "title": "Safety Data Sheet (SDS)",
    "file_url": "/documents/sds/e7016-low-hydrogen-root-pass.pdf",
    "file_size_bytes": 7014
  },
  {
    "product_id": "e6010-cellulosic-pipe",
    "kind": "safety-data-sheet",
    "title": "Safety Data Sheet (SDS)",
    "file_url": "/documents/sds/e6010-cellulosic-pipe.pdf",
    "file_size_bytes": 6991
  },
  {
    "product_id": "e7018-1-low-temperature",
    "kind": "safety-data-sheet",
    "title": "Safety Data Sheet (SDS)",
    "file_url": "/documents/sds/e7018-1-low-temperature.pdf",
    "file_size_bytes": 7002
  },
  {
    "product_id": "e8018-b2-cr-mo",
    "kind": "safety-data-sheet",
    "title": "Safety Data Sheet (SDS)",
    "file_url": "/documents/sds/e8018-b2-cr-mo.pdf",
    "file_size_bytes": 7093
  },
  {
    "product_id": "e9018-b3-cr-mo",
    "kind": "safety-data-sheet",
    "title": "Safety Data Sheet (SDS)",
    "file_url": "/documents/sds/e9018-b3-cr-mo.pdf",
    "file_size_bytes": 7095
  },
  {
    "product_id": "e308l-16-stainless",
    "kind": "safety-data-sheet",
    "title": "Safety Data Sheet (SDS)",
    "file_url": "/documents/sds/e308l-16-stainless.pdf",
    "file_size_bytes": 7289
  },
  {
    "product_id": "e316l-16-stainless",
    "kind": "safety-data-sheet",
    "title": "Safety Data Sheet (SDS)",
    "file_url": "/documents/sds/e316l-16-stainless.pdf",
    "file_size_bytes": 7322
  },
  {
    "product_id": "e309l-16-dissimilar",
    "kind": "safety-data-sheet",
    "title": "Safety Data Sheet (SDS)",
    "file_url": "/documents/sds/e309l-16-dissimilar.pdf",
    "file_size_bytes": 7312
  },
  {
    "product_id": "eni-ci-cast-iron",
    "kind": "safety-data-sheet",
    "title": "Safety Data Sheet (SDS)",
    "file_url": "/documents/sds/eni-ci-cast-iron.pdf",
    "file_size_bytes": 7075
  },
  {
    "product_id": "hardfacing-600-electrode",
    "kind": "safety-data-sheet",
    "title": "Safety Data Sheet (SDS)",
    "file_url": "/documents/sds/hardfacing-600-electrode.pdf",
    "file_size_bytes": 7030
  },
  {
    "product_id": "e6012-fillet-discontinued",
    "kind": "safety-data-sheet",
    "title": "Safety Data Sheet (SDS)",
    "file_url": "/documents/sds/e6012-fillet-discontinued.pdf",
    "file_size_bytes": 7034
  },
  {
    "product_id": "er70s-6-mig-wire",
    "kind": "safety-data-sheet",
    "title": "Safety Data Sheet (SDS)",
    "file_url": "/documents/sds/er70s-6-mig-wire.pdf",
    "file_size_bytes": 6858
  },
  {
    "product_id": "er70s-2-tig-rod",
    "kind": "safety-data-sheet",
    "title": "Safety Data Sheet (SDS)",
    "file_url": "/documents/sds/er70s-2-tig-rod.pdf",
    "file_size_bytes": 6852
  },
  {
    "product_id": "e71t-1c-flux-cored-wire",
    "kind": "safety-data-sheet",
    "title": "Safety Data Sheet (SDS)",
    "file_url": "/documents/sds/e71t-1c-flux-cored-wire.pdf",
    "file_size_bytes": 6944
  },
  {
    "product_id": "e71t-11-self-shielded-wire",
    "kind": "safety-data-sheet",
    "title": "Safety Data Sheet (SDS)",
    "file_url": "/documents/sds/e71t-11-self-shielded-wire.pdf",
    "file_size_bytes": 6944
  },
  {
    "product_id": "em12k-saw-wire",
    "kind": "safety-data-sheet",
    "title": "Safety Data Sheet (SDS)",
    "file_url": "/documents/sds/em12k-saw-wire.pdf",
    "file_size_bytes": 6704
  },
  {
    "product_id": "el12-saw-wire",
    "kind": "safety-data-sheet",
    "title": "Safety Data Sheet (SDS)",
    "file_url": "/documents/sds/el12-saw-wire.pdf",
    "file_size_bytes": 6732
  },
  {
    "product_id": "fb-25-basic-saw-flux",
    "kind": "safety-data-sheet",
    "title": "Safety Data Sheet (SDS)",
    "file_url": "/documents/sds/fb-25-basic-saw-flux.pdf",
    "file_size_bytes": 7058
  },
  {
    "product_id": "ab-16-neutral-saw-flux",
    "kind": "safety-data-sheet",
    "title": "Safety Data Sheet (SDS)",
    "file_url": "/documents/sds/ab-16-neutral-saw-flux.pdf",
    "file_size_bytes": 7070
  },
  {
    "product_id": "er308lsi-stainless-mig-wire",
    "kind": "safety-data-sheet",
    "title": "Safety Data Sheet (SDS)",
    "file_url": "/documents/sds/er308lsi-stainless-mig-wire.pdf",
    "file_size_bytes": 7005
  },
  {
    "product_id": "er316lsi-stainless-mig-wire",
    "kind": "safety-data-sheet",
    "title": "Safety Data Sheet (SDS)",
    "file_url": "/documents/sds/er316lsi-stainless-mig-wire.pdf",
    "file_size_bytes": 7030
  },
  {
    "product_id": "er4043-aluminium-wire",
    "kind": "safety-data-sheet",
    "title": "Safety Data Sheet (SDS)",
    "file_url": "/documents/sds/er4043-aluminium-wire.pdf",
    "file_size_bytes": 6726
  },
  {
    "product_id": "er5356-aluminium-wire",
    "kind": "safety-data-sheet",
    "title": "Safety Data Sheet (SDS)",
    "file_url": "/documents/sds/er5356-aluminium-wire.pdf",
    "file_size_bytes": 6734
  }
];
