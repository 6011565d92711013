//! One small stable sort shared by every caller. The standard library's sorts are
//! monomorphized per element type and comparator and cost kilobytes of wasm each; this one
//! sorts indices through a `dyn` comparator, so its code exists once.

use core::cmp::Ordering;

/// Indices `0..length` in stable ascending order of `compare` (bottom-up merge sort).
fn stable_order(length: usize, compare: &dyn Fn(usize, usize) -> Ordering) -> Vec<usize> {
    let mut order: Vec<usize> = (0..length).collect();
    let mut buffer: Vec<usize> = vec![0; length];
    let mut width = 1;
    while width < length {
        let mut start = 0;
        while start < length {
            let middle = (start + width).min(length);
            let end = (start + 2 * width).min(length);
            let (mut left, mut right, mut out) = (start, middle, start);
            while left < middle && right < end {
                if compare(order[right], order[left]) == Ordering::Less {
                    buffer[out] = order[right];
                    right += 1;
                } else {
                    buffer[out] = order[left];
                    left += 1;
                }
                out += 1;
            }
            buffer[out..out + (middle - left)].copy_from_slice(&order[left..middle]);
            out += middle - left;
            buffer[out..out + (end - right)].copy_from_slice(&order[right..end]);
            start = end;
        }
        core::mem::swap(&mut order, &mut buffer);
        width *= 2;
    }
    order
}

/// Sorts `items` stably by `compare`.
pub fn sort_by<T>(items: &mut Vec<T>, compare: &dyn Fn(&T, &T) -> Ordering) {
    if items.len() < 2 {
        return;
    }
    let order = stable_order(items.len(), &|left, right| {
        compare(&items[left], &items[right])
    });
    let mut slots: Vec<Option<T>> = items.drain(..).map(Some).collect();
    items.extend(
        order
            .into_iter()
            .filter_map(|index| slots.get_mut(index).and_then(Option::take)),
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn agrees_with_the_standard_stable_sort(values in proptest::collection::vec((0u8..8, any::<u16>()), 0..200)) {
            let mut ours = values.clone();
            sort_by(&mut ours, &|left, right| left.0.cmp(&right.0));
            let mut expected = values;
            expected.sort_by_key(|value| value.0);
            prop_assert_eq!(ours, expected);
        }
    }
}
