// Generated from content/press/visual-assets.yaml by scripts/content/generate.ts: do not edit.
// Change the content files instead; the build, the dev server and `npm run content` regenerate this.
import type { VisualAssetCategory } from "../schema.ts";

export const visualAssetCategories: readonly VisualAssetCategory[] = [
  {
    "slug": "logos",
    "category": "Logos",
    "description": "Primary logo, logo mark and wordmark in colour, dark and light versions.",
    "itemCount": 6,
    "formats": [
      "SVG"
    ],
    "downloadUrl": "/assets/press/logos.zip"
  },
  {
    "slug": "colour-palette",
    "category": "Colour Palette",
    "description": "Brand and accent colour swatches with hex values, and the category colours used in charts.",
    "itemCount": 3,
    "formats": [
      "SVG",
      "TXT"
    ],
    "downloadUrl": "/assets/press/colour-palette.zip"
  },
  {
    "slug": "iconography",
    "category": "Iconography",
    "description": "Icons for our six focus areas: agriculture, climate, urban systems, genomics, nutrition and public health.",
    "itemCount": 6,
    "formats": [
      "SVG"
    ],
    "downloadUrl": "/assets/press/iconography.zip"
  },
  {
    "slug": "patterns",
    "category": "Patterns and Motifs",
    "description": "Organic network patterns (cells, leaves, nodes and edges) for backgrounds and slides.",
    "itemCount": 3,
    "formats": [
      "SVG"
    ],
    "downloadUrl": "/assets/press/patterns.zip"
  },
  {
    "slug": "data-graphics",
    "category": "Data Graphics",
    "description": "Ready-made charts of headline figures: pilot countries, partnerships and project impact.",
    "itemCount": 3,
    "formats": [
      "SVG"
    ],
    "downloadUrl": "/assets/press/data-graphics.zip"
  },
  {
    "slug": "social-cards",
    "category": "Social Media Cards",
    "description": "Share cards for each live project, sized 1200 × 630 for links on social platforms.",
    "itemCount": 6,
    "formats": [
      "SVG"
    ],
    "downloadUrl": "/assets/press/social-cards.zip"
  }
];
