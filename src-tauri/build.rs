fn main() {
    // The configuration lives at the repository root (DESIGN.md §4); src-tauri/tauri.conf.json
    // is a link to it so the npm Tauri CLI (bundling) reads the same file.
    tauri_build::build();
}
