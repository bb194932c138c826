module {
  func.func @main(%token_ids: tensor<1x36xi64> {bufferization.writable = false}, %token_embedding: tensor<8x4xf32> {bufferization.writable = false}, %causal_mask: tensor<1x1x36x36xf32> {bufferization.writable = false}, %attention_scale: tensor<1x1x1x1xf32> {bufferization.writable = false}, %wq: tensor<4x4xf32> {bufferization.writable = false}, %wk: tensor<4x4xf32> {bufferization.writable = false}, %wv: tensor<4x4xf32> {bufferization.writable = false}, %wo: tensor<4x4xf32> {bufferization.writable = false}, %lm_head: tensor<4x8xf32> {bufferization.writable = false}) -> (tensor<1x36x8xf32>, tensor<1x36xi64>, tensor<i64>) attributes {llvm.emit_c_interface} {
    %_1 = tensor.empty() : tensor<1x36x4xf32> loc("storylm0_rollout.kina":14:11)
    %_11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%token_ids : tensor<1x36xi64>) outs(%_1 : tensor<1x36x4xf32>) {
      ^bb0(%_in2: i64, %_out3: f32):
        %_4 = arith.index_cast %_in2 : i64 to index
        %_5 = arith.constant 0 : index
        %_6 = arith.constant 7 : index
        %_7 = arith.maxsi %_4, %_5 : index
        %_8 = arith.minsi %_7, %_6 : index
        %_9 = linalg.index 2 : index
        %_10 = tensor.extract %token_embedding[%_8, %_9] : tensor<8x4xf32>
        linalg.yield %_10 : f32
      } -> tensor<1x36x4xf32> loc("storylm0_rollout.kina":14:11)
    %_12 = arith.constant 0 : i64 loc("storylm0_rollout.kina":14:11)
    %_13 = tensor.empty() : tensor<i64> loc("storylm0_rollout.kina":14:11)
    %_14 = linalg.fill ins(%_12 : i64) outs(%_13 : tensor<i64>) -> tensor<i64> loc("storylm0_rollout.kina":14:11)
    %_26 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%token_ids : tensor<1x36xi64>) outs(%_14 : tensor<i64>) {
      ^bb0(%_in15: i64, %_out16: i64):
        %_17 = arith.constant 0 : i64
        %_18 = arith.cmpi sge, %_in15, %_17 : i64
        %_19 = arith.constant 7 : i64
        %_20 = arith.cmpi sle, %_in15, %_19 : i64
        %_21 = arith.andi %_18, %_20 : i1
        %_22 = arith.constant 0 : i64
        %_23 = arith.constant 1 : i64
        %_24 = arith.select %_21, %_22, %_23 : i64
        %_25 = arith.maxsi %_out16, %_24 : i64
        linalg.yield %_25 : i64
      } -> tensor<i64> loc("storylm0_rollout.kina":14:11)
    %_27 = tensor.collapse_shape %wq [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_rollout.kina":15:13)
    %_28 = tensor.expand_shape %_27 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_rollout.kina":15:13)
    %_29 = tensor.collapse_shape %wk [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_rollout.kina":16:13)
    %_30 = tensor.expand_shape %_29 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_rollout.kina":16:13)
    %_31 = tensor.collapse_shape %wv [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_rollout.kina":17:13)
    %_32 = tensor.expand_shape %_31 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_rollout.kina":17:13)
    %_33 = tensor.collapse_shape %_11 [[0, 1, 2]] : tensor<1x36x4xf32> into tensor<144xf32> loc("storylm0_rollout.kina":18:11)
    %_34 = tensor.expand_shape %_33 [[0, 1]] output_shape [36, 4] : tensor<144xf32> into tensor<36x4xf32> loc("storylm0_rollout.kina":18:11)
    %_35 = tensor.collapse_shape %_28 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_rollout.kina":18:11)
    %_36 = tensor.expand_shape %_35 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_rollout.kina":18:11)
    %_37 = arith.constant 0x00000000 : f32 loc("storylm0_rollout.kina":18:11)
    %_38 = tensor.empty() : tensor<36x4xf32> loc("storylm0_rollout.kina":18:11)
    %_39 = linalg.fill ins(%_37 : f32) outs(%_38 : tensor<36x4xf32>) -> tensor<36x4xf32> loc("storylm0_rollout.kina":18:11)
    %_40 = linalg.matmul ins(%_34, %_36 : tensor<36x4xf32>, tensor<4x4xf32>) outs(%_39 : tensor<36x4xf32>) -> tensor<36x4xf32> loc("storylm0_rollout.kina":18:11)
    %_41 = tensor.collapse_shape %_40 [[0, 1]] : tensor<36x4xf32> into tensor<144xf32> loc("storylm0_rollout.kina":18:11)
    %_42 = tensor.expand_shape %_41 [[0, 1, 2]] output_shape [1, 36, 4] : tensor<144xf32> into tensor<1x36x4xf32> loc("storylm0_rollout.kina":18:11)
    %_43 = tensor.collapse_shape %_11 [[0, 1, 2]] : tensor<1x36x4xf32> into tensor<144xf32> loc("storylm0_rollout.kina":19:11)
    %_44 = tensor.expand_shape %_43 [[0, 1]] output_shape [36, 4] : tensor<144xf32> into tensor<36x4xf32> loc("storylm0_rollout.kina":19:11)
    %_45 = tensor.collapse_shape %_30 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_rollout.kina":19:11)
    %_46 = tensor.expand_shape %_45 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_rollout.kina":19:11)
    %_47 = arith.constant 0x00000000 : f32 loc("storylm0_rollout.kina":19:11)
    %_48 = tensor.empty() : tensor<36x4xf32> loc("storylm0_rollout.kina":19:11)
    %_49 = linalg.fill ins(%_47 : f32) outs(%_48 : tensor<36x4xf32>) -> tensor<36x4xf32> loc("storylm0_rollout.kina":19:11)
    %_50 = linalg.matmul ins(%_44, %_46 : tensor<36x4xf32>, tensor<4x4xf32>) outs(%_49 : tensor<36x4xf32>) -> tensor<36x4xf32> loc("storylm0_rollout.kina":19:11)
    %_51 = tensor.collapse_shape %_50 [[0, 1]] : tensor<36x4xf32> into tensor<144xf32> loc("storylm0_rollout.kina":19:11)
    %_52 = tensor.expand_shape %_51 [[0, 1, 2]] output_shape [1, 36, 4] : tensor<144xf32> into tensor<1x36x4xf32> loc("storylm0_rollout.kina":19:11)
    %_53 = tensor.collapse_shape %_11 [[0, 1, 2]] : tensor<1x36x4xf32> into tensor<144xf32> loc("storylm0_rollout.kina":20:11)
    %_54 = tensor.expand_shape %_53 [[0, 1]] output_shape [36, 4] : tensor<144xf32> into tensor<36x4xf32> loc("storylm0_rollout.kina":20:11)
    %_55 = tensor.collapse_shape %_32 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_rollout.kina":20:11)
    %_56 = tensor.expand_shape %_55 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_rollout.kina":20:11)
    %_57 = arith.constant 0x00000000 : f32 loc("storylm0_rollout.kina":20:11)
    %_58 = tensor.empty() : tensor<36x4xf32> loc("storylm0_rollout.kina":20:11)
    %_59 = linalg.fill ins(%_57 : f32) outs(%_58 : tensor<36x4xf32>) -> tensor<36x4xf32> loc("storylm0_rollout.kina":20:11)
    %_60 = linalg.matmul ins(%_54, %_56 : tensor<36x4xf32>, tensor<4x4xf32>) outs(%_59 : tensor<36x4xf32>) -> tensor<36x4xf32> loc("storylm0_rollout.kina":20:11)
    %_61 = tensor.collapse_shape %_60 [[0, 1]] : tensor<36x4xf32> into tensor<144xf32> loc("storylm0_rollout.kina":20:11)
    %_62 = tensor.expand_shape %_61 [[0, 1, 2]] output_shape [1, 36, 4] : tensor<144xf32> into tensor<1x36x4xf32> loc("storylm0_rollout.kina":20:11)
    %_63 = tensor.collapse_shape %_42 [[0, 1, 2]] : tensor<1x36x4xf32> into tensor<144xf32> loc("storylm0_rollout.kina":21:12)
    %_64 = tensor.expand_shape %_63 [[0, 1, 2, 3]] output_shape [1, 36, 2, 2] : tensor<144xf32> into tensor<1x36x2x2xf32> loc("storylm0_rollout.kina":21:12)
    %_65 = tensor.empty() : tensor<1x2x36x2xf32> loc("storylm0_rollout.kina":22:12)
    %_68 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_64 : tensor<1x36x2x2xf32>) outs(%_65 : tensor<1x2x36x2xf32>) {
      ^bb0(%_in66: f32, %_out67: f32):
        linalg.yield %_in66 : f32
      } -> tensor<1x2x36x2xf32> loc("storylm0_rollout.kina":22:12)
    %_69 = tensor.collapse_shape %_52 [[0, 1, 2]] : tensor<1x36x4xf32> into tensor<144xf32> loc("storylm0_rollout.kina":23:12)
    %_70 = tensor.expand_shape %_69 [[0, 1, 2, 3]] output_shape [1, 36, 2, 2] : tensor<144xf32> into tensor<1x36x2x2xf32> loc("storylm0_rollout.kina":23:12)
    %_71 = tensor.empty() : tensor<1x2x36x2xf32> loc("storylm0_rollout.kina":24:12)
    %_74 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_70 : tensor<1x36x2x2xf32>) outs(%_71 : tensor<1x2x36x2xf32>) {
      ^bb0(%_in72: f32, %_out73: f32):
        linalg.yield %_in72 : f32
      } -> tensor<1x2x36x2xf32> loc("storylm0_rollout.kina":24:12)
    %_75 = tensor.collapse_shape %_62 [[0, 1, 2]] : tensor<1x36x4xf32> into tensor<144xf32> loc("storylm0_rollout.kina":25:12)
    %_76 = tensor.expand_shape %_75 [[0, 1, 2, 3]] output_shape [1, 36, 2, 2] : tensor<144xf32> into tensor<1x36x2x2xf32> loc("storylm0_rollout.kina":25:12)
    %_77 = tensor.empty() : tensor<1x2x36x2xf32> loc("storylm0_rollout.kina":26:12)
    %_80 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_76 : tensor<1x36x2x2xf32>) outs(%_77 : tensor<1x2x36x2xf32>) {
      ^bb0(%_in78: f32, %_out79: f32):
        linalg.yield %_in78 : f32
      } -> tensor<1x2x36x2xf32> loc("storylm0_rollout.kina":26:12)
    %_81 = tensor.empty() : tensor<1x2x2x36xf32> loc("storylm0_rollout.kina":27:12)
    %_84 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_74 : tensor<1x2x36x2xf32>) outs(%_81 : tensor<1x2x2x36xf32>) {
      ^bb0(%_in82: f32, %_out83: f32):
        linalg.yield %_in82 : f32
      } -> tensor<1x2x2x36xf32> loc("storylm0_rollout.kina":27:12)
    %_85 = tensor.collapse_shape %_68 [[0, 1], [2], [3]] : tensor<1x2x36x2xf32> into tensor<2x36x2xf32> loc("storylm0_rollout.kina":28:16)
    %_86 = tensor.collapse_shape %_84 [[0, 1], [2], [3]] : tensor<1x2x2x36xf32> into tensor<2x2x36xf32> loc("storylm0_rollout.kina":28:16)
    %_87 = arith.constant 0x00000000 : f32 loc("storylm0_rollout.kina":28:16)
    %_88 = tensor.empty() : tensor<2x36x36xf32> loc("storylm0_rollout.kina":28:16)
    %_89 = linalg.fill ins(%_87 : f32) outs(%_88 : tensor<2x36x36xf32>) -> tensor<2x36x36xf32> loc("storylm0_rollout.kina":28:16)
    %_90 = linalg.batch_matmul ins(%_85, %_86 : tensor<2x36x2xf32>, tensor<2x2x36xf32>) outs(%_89 : tensor<2x36x36xf32>) -> tensor<2x36x36xf32> loc("storylm0_rollout.kina":28:16)
    %_91 = tensor.expand_shape %_90 [[0, 1], [2], [3]] output_shape [1, 2, 36, 36] : tensor<2x36x36xf32> into tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":28:16)
    %_92 = tensor.empty() : tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":29:15)
    %_95 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%attention_scale : tensor<1x1x1x1xf32>) outs(%_92 : tensor<1x2x36x36xf32>) {
      ^bb0(%_in93: f32, %_out94: f32):
        linalg.yield %_in93 : f32
      } -> tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":29:15)
    %_96 = tensor.empty() : tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":30:16)
    %_101 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_91, %_95 : tensor<1x2x36x36xf32>, tensor<1x2x36x36xf32>) outs(%_96 : tensor<1x2x36x36xf32>) {
      ^bb0(%_in97: f32, %_in98: f32, %_out99: f32):
        %_100 = arith.mulf %_in97, %_in98 : f32
        linalg.yield %_100 : f32
      } -> tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":30:16)
    %_102 = tensor.empty() : tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":31:14)
    %_105 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%causal_mask : tensor<1x1x36x36xf32>) outs(%_102 : tensor<1x2x36x36xf32>) {
      ^bb0(%_in103: f32, %_out104: f32):
        linalg.yield %_in103 : f32
      } -> tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":31:14)
    %_106 = tensor.empty() : tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":32:16)
    %_111 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_101, %_105 : tensor<1x2x36x36xf32>, tensor<1x2x36x36xf32>) outs(%_106 : tensor<1x2x36x36xf32>) {
      ^bb0(%_in107: f32, %_in108: f32, %_out109: f32):
        %_110 = arith.addf %_in107, %_in108 : f32
        linalg.yield %_110 : f32
      } -> tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":32:16)
    %_112 = arith.constant 0xFF800000 : f32 loc("storylm0_rollout.kina":33:15)
    %_113 = tensor.empty() : tensor<1x2x36xf32> loc("storylm0_rollout.kina":33:15)
    %_114 = linalg.fill ins(%_112 : f32) outs(%_113 : tensor<1x2x36xf32>) -> tensor<1x2x36xf32> loc("storylm0_rollout.kina":33:15)
    %_118 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_111 : tensor<1x2x36x36xf32>) outs(%_114 : tensor<1x2x36xf32>) {
      ^bb0(%_in115: f32, %_out116: f32):
        %_117 = arith.maximumf %_in115, %_out116 : f32
        linalg.yield %_117 : f32
      } -> tensor<1x2x36xf32> loc("storylm0_rollout.kina":33:15)
    %_119 = arith.constant 0x00000000 : f32 loc("storylm0_rollout.kina":33:15)
    %_120 = tensor.empty() : tensor<1x2x36xf32> loc("storylm0_rollout.kina":33:15)
    %_121 = linalg.fill ins(%_119 : f32) outs(%_120 : tensor<1x2x36xf32>) -> tensor<1x2x36xf32> loc("storylm0_rollout.kina":33:15)
    %_128 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_111, %_118 : tensor<1x2x36x36xf32>, tensor<1x2x36xf32>) outs(%_121 : tensor<1x2x36xf32>) {
      ^bb0(%_in122: f32, %_in123: f32, %_out124: f32):
        %_125 = arith.subf %_in122, %_in123 : f32
        %_126 = math.exp %_125 : f32
        %_127 = arith.addf %_126, %_out124 : f32
        linalg.yield %_127 : f32
      } -> tensor<1x2x36xf32> loc("storylm0_rollout.kina":33:15)
    %_129 = tensor.empty() : tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":33:15)
    %_137 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_111, %_118, %_128 : tensor<1x2x36x36xf32>, tensor<1x2x36xf32>, tensor<1x2x36xf32>) outs(%_129 : tensor<1x2x36x36xf32>) {
      ^bb0(%_in130: f32, %_in131: f32, %_in132: f32, %_out133: f32):
        %_134 = arith.subf %_in130, %_in131 : f32
        %_135 = math.exp %_134 : f32
        %_136 = arith.divf %_135, %_in132 : f32
        linalg.yield %_136 : f32
      } -> tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":33:15)
    %_138 = tensor.collapse_shape %_137 [[0, 1], [2], [3]] : tensor<1x2x36x36xf32> into tensor<2x36x36xf32> loc("storylm0_rollout.kina":34:13)
    %_139 = tensor.collapse_shape %_80 [[0, 1], [2], [3]] : tensor<1x2x36x2xf32> into tensor<2x36x2xf32> loc("storylm0_rollout.kina":34:13)
    %_140 = arith.constant 0x00000000 : f32 loc("storylm0_rollout.kina":34:13)
    %_141 = tensor.empty() : tensor<2x36x2xf32> loc("storylm0_rollout.kina":34:13)
    %_142 = linalg.fill ins(%_140 : f32) outs(%_141 : tensor<2x36x2xf32>) -> tensor<2x36x2xf32> loc("storylm0_rollout.kina":34:13)
    %_143 = linalg.batch_matmul ins(%_138, %_139 : tensor<2x36x36xf32>, tensor<2x36x2xf32>) outs(%_142 : tensor<2x36x2xf32>) -> tensor<2x36x2xf32> loc("storylm0_rollout.kina":34:13)
    %_144 = tensor.expand_shape %_143 [[0, 1], [2], [3]] output_shape [1, 2, 36, 2] : tensor<2x36x2xf32> into tensor<1x2x36x2xf32> loc("storylm0_rollout.kina":34:13)
    %_145 = tensor.empty() : tensor<1x36x2x2xf32> loc("storylm0_rollout.kina":35:15)
    %_148 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_144 : tensor<1x2x36x2xf32>) outs(%_145 : tensor<1x36x2x2xf32>) {
      ^bb0(%_in146: f32, %_out147: f32):
        linalg.yield %_in146 : f32
      } -> tensor<1x36x2x2xf32> loc("storylm0_rollout.kina":35:15)
    %_149 = tensor.collapse_shape %_148 [[0, 1, 2, 3]] : tensor<1x36x2x2xf32> into tensor<144xf32> loc("storylm0_rollout.kina":36:16)
    %_150 = tensor.expand_shape %_149 [[0, 1, 2]] output_shape [1, 36, 4] : tensor<144xf32> into tensor<1x36x4xf32> loc("storylm0_rollout.kina":36:16)
    %_151 = tensor.collapse_shape %wo [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_rollout.kina":37:13)
    %_152 = tensor.expand_shape %_151 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_rollout.kina":37:13)
    %_153 = tensor.collapse_shape %_150 [[0, 1, 2]] : tensor<1x36x4xf32> into tensor<144xf32> loc("storylm0_rollout.kina":38:14)
    %_154 = tensor.expand_shape %_153 [[0, 1]] output_shape [36, 4] : tensor<144xf32> into tensor<36x4xf32> loc("storylm0_rollout.kina":38:14)
    %_155 = tensor.collapse_shape %_152 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_rollout.kina":38:14)
    %_156 = tensor.expand_shape %_155 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_rollout.kina":38:14)
    %_157 = arith.constant 0x00000000 : f32 loc("storylm0_rollout.kina":38:14)
    %_158 = tensor.empty() : tensor<36x4xf32> loc("storylm0_rollout.kina":38:14)
    %_159 = linalg.fill ins(%_157 : f32) outs(%_158 : tensor<36x4xf32>) -> tensor<36x4xf32> loc("storylm0_rollout.kina":38:14)
    %_160 = linalg.matmul ins(%_154, %_156 : tensor<36x4xf32>, tensor<4x4xf32>) outs(%_159 : tensor<36x4xf32>) -> tensor<36x4xf32> loc("storylm0_rollout.kina":38:14)
    %_161 = tensor.collapse_shape %_160 [[0, 1]] : tensor<36x4xf32> into tensor<144xf32> loc("storylm0_rollout.kina":38:14)
    %_162 = tensor.expand_shape %_161 [[0, 1, 2]] output_shape [1, 36, 4] : tensor<144xf32> into tensor<1x36x4xf32> loc("storylm0_rollout.kina":38:14)
    %_163 = tensor.empty() : tensor<1x36x4xf32> loc("storylm0_rollout.kina":39:11)
    %_168 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_11, %_162 : tensor<1x36x4xf32>, tensor<1x36x4xf32>) outs(%_163 : tensor<1x36x4xf32>) {
      ^bb0(%_in164: f32, %_in165: f32, %_out166: f32):
        %_167 = arith.addf %_in164, %_in165 : f32
        linalg.yield %_167 : f32
      } -> tensor<1x36x4xf32> loc("storylm0_rollout.kina":39:11)
    %_169 = tensor.collapse_shape %lm_head [[0, 1]] : tensor<4x8xf32> into tensor<32xf32> loc("storylm0_rollout.kina":40:13)
    %_170 = tensor.expand_shape %_169 [[0, 1, 2]] output_shape [1, 4, 8] : tensor<32xf32> into tensor<1x4x8xf32> loc("storylm0_rollout.kina":40:13)
    %_171 = tensor.collapse_shape %_168 [[0, 1, 2]] : tensor<1x36x4xf32> into tensor<144xf32> loc("storylm0_rollout.kina":41:16)
    %_172 = tensor.expand_shape %_171 [[0, 1]] output_shape [36, 4] : tensor<144xf32> into tensor<36x4xf32> loc("storylm0_rollout.kina":41:16)
    %_173 = tensor.collapse_shape %_170 [[0, 1, 2]] : tensor<1x4x8xf32> into tensor<32xf32> loc("storylm0_rollout.kina":41:16)
    %_174 = tensor.expand_shape %_173 [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32> loc("storylm0_rollout.kina":41:16)
    %_175 = arith.constant 0x00000000 : f32 loc("storylm0_rollout.kina":41:16)
    %_176 = tensor.empty() : tensor<36x8xf32> loc("storylm0_rollout.kina":41:16)
    %_177 = linalg.fill ins(%_175 : f32) outs(%_176 : tensor<36x8xf32>) -> tensor<36x8xf32> loc("storylm0_rollout.kina":41:16)
    %_178 = linalg.matmul {kina.tile = [4, 8, 4], kina.block = [0, 0, 0]} ins(%_172, %_174 : tensor<36x4xf32>, tensor<4x8xf32>) outs(%_177 : tensor<36x8xf32>) -> tensor<36x8xf32> loc("storylm0_rollout.kina":41:16)
    %_179 = tensor.collapse_shape %_178 [[0, 1]] : tensor<36x8xf32> into tensor<288xf32> loc("storylm0_rollout.kina":41:16)
    %_180 = tensor.expand_shape %_179 [[0, 1, 2]] output_shape [1, 36, 8] : tensor<288xf32> into tensor<1x36x8xf32> loc("storylm0_rollout.kina":41:16)
    %_181 = arith.constant 0xFF800000 : f32 loc("storylm0_rollout.kina":42:18)
    %_182 = tensor.empty() : tensor<1x36xf32> loc("storylm0_rollout.kina":42:18)
    %_183 = linalg.fill ins(%_181 : f32) outs(%_182 : tensor<1x36xf32>) -> tensor<1x36xf32> loc("storylm0_rollout.kina":42:18)
    %_184 = arith.constant 0 : i64 loc("storylm0_rollout.kina":42:18)
    %_185 = tensor.empty() : tensor<1x36xi64> loc("storylm0_rollout.kina":42:18)
    %_186 = linalg.fill ins(%_184 : i64) outs(%_185 : tensor<1x36xi64>) -> tensor<1x36xi64> loc("storylm0_rollout.kina":42:18)
    %_203:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_180 : tensor<1x36x8xf32>) outs(%_183, %_186 : tensor<1x36xf32>, tensor<1x36xi64>) {
      ^bb0(%_in187: f32, %_out188: f32, %_out189: i64):
        %_190 = arith.cmpf ogt, %_in187, %_out188 : f32
        %_191 = arith.cmpf uno, %_in187, %_in187 : f32
        %_192 = arith.cmpf ord, %_out188, %_out188 : f32
        %_193 = arith.andi %_191, %_192 : i1
        %_194 = arith.ori %_190, %_193 : i1
        %_195 = linalg.index 2 : index
        %_196 = arith.index_cast %_195 : index to i64
        %_197 = linalg.index 2 : index
        %_198 = arith.constant 0 : index
        %_199 = arith.cmpi eq, %_197, %_198 : index
        %_200 = arith.ori %_194, %_199 : i1
        %_201 = arith.select %_200, %_in187, %_out188 : f32
        %_202 = arith.select %_200, %_196, %_out189 : i64
        linalg.yield %_201, %_202 : f32, i64
      } -> (tensor<1x36xf32>, tensor<1x36xi64>) loc("storylm0_rollout.kina":42:18)
    func.return %_180, %_203#1, %_26 : tensor<1x36x8xf32>, tensor<1x36xi64>, tensor<i64> loc("storylm0_rollout.kina":3:1)
  } loc("storylm0_rollout.kina":3:1)
}
