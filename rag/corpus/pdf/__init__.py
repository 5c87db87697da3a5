"""Full-text PDFs: the text layer read line by line with its position (extract), put back in reading order
without page chrome (layout), cut into sections (sections), and the paper's metadata (metadata)."""
