//! Work spread over the machine's cores, results in the order of the items.

/// `function` over `items`, the items split into one chunk per core; results in item order.
pub fn parallel_map<Item: Sync, Output: Send>(
    items: &[Item],
    function: impl Fn(&Item) -> Output + Sync,
) -> Vec<Output> {
    let threads = std::thread::available_parallelism()
        .map_or(2, usize::from)
        .max(1);
    let chunk = items.len().div_ceil(threads).max(1);
    std::thread::scope(|scope| {
        let handles: Vec<_> = items
            .chunks(chunk)
            .map(|chunk| {
                let function = &function;
                scope.spawn(move || chunk.iter().map(function).collect::<Vec<_>>())
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|handle| {
                handle
                    .join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            })
            .collect()
    })
}
