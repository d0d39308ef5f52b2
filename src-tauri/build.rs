fn main() {
    // The configuration lives at the repository root (`README.md#layout`); src-tauri/tauri.conf.json
    // is a link to it so the npm Tauri CLI (bundling) reads the same file.
    tauri_build::build();
}
