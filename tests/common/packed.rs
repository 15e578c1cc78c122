//! JSON values packed as the shim's walkJson packs a JavaScript value: the
//! crate's tests and the binding's native tests (wasm/tests/exports/common.rs) share it.

/// `value` as packed words and their string block, as the shim's walkJson
/// packs a JavaScript value (serde_json writes numbers as JavaScript does
/// for the values here).
pub fn pack(value: &serde_json::Value) -> (Vec<u32>, String) {
    use serde_json::Value;
    fn walk(v: &Value, words: &mut Vec<u32>, block: &mut String) {
        let text = |s: &str, block: &mut String| {
            block.push_str(s);
            s.encode_utf16().count() as u32
        };
        match v {
            Value::Null => words.push(0),
            Value::Bool(b) => words.push(1 + u32::from(*b)),
            Value::Number(n) => {
                let n = text(&n.to_string(), block);
                words.push(3 | n << 3);
            }
            Value::String(s) => {
                let n = text(s, block);
                words.push(4 | n << 3);
            }
            Value::Array(items) => {
                words.push(5 | (items.len() as u32) << 3);
                for item in items {
                    walk(item, words, block);
                }
            }
            Value::Object(members) => {
                words.push(6 | (members.len() as u32) << 3);
                for (k, item) in members {
                    let n = text(k, block);
                    words.push(n);
                    walk(item, words, block);
                }
            }
        }
    }
    let (mut words, mut block) = (Vec::new(), String::new());
    walk(value, &mut words, &mut block);
    (words, block)
}
