// No console window on Windows release builds.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

/// mimalloc rather than glibc's malloc, as in the `pacer` binary: a launch, an import and the
/// webhook path allocate many small strings on several threads at once.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    pacer_desktop::run();
}
