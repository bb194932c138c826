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
    %_33 = arith.constant 0x00000000 : f32 loc("storylm0_rollout.kina":18:11)
    %_34 = tensor.empty() : tensor<1x36x4xf32> loc("storylm0_rollout.kina":18:11)
    %_35 = linalg.fill ins(%_33 : f32) outs(%_34 : tensor<1x36x4xf32>) -> tensor<1x36x4xf32> loc("storylm0_rollout.kina":18:11)
    %_41 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_11, %_28 : tensor<1x36x4xf32>, tensor<1x4x4xf32>) outs(%_35 : tensor<1x36x4xf32>) {
      ^bb0(%_in36: f32, %_in37: f32, %_out38: f32):
        %_39 = arith.mulf %_in36, %_in37 : f32
        %_40 = arith.addf %_out38, %_39 : f32
        linalg.yield %_40 : f32
      } -> tensor<1x36x4xf32> loc("storylm0_rollout.kina":18:11)
    %_42 = arith.constant 0x00000000 : f32 loc("storylm0_rollout.kina":19:11)
    %_43 = tensor.empty() : tensor<1x36x4xf32> loc("storylm0_rollout.kina":19:11)
    %_44 = linalg.fill ins(%_42 : f32) outs(%_43 : tensor<1x36x4xf32>) -> tensor<1x36x4xf32> loc("storylm0_rollout.kina":19:11)
    %_50 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_11, %_30 : tensor<1x36x4xf32>, tensor<1x4x4xf32>) outs(%_44 : tensor<1x36x4xf32>) {
      ^bb0(%_in45: f32, %_in46: f32, %_out47: f32):
        %_48 = arith.mulf %_in45, %_in46 : f32
        %_49 = arith.addf %_out47, %_48 : f32
        linalg.yield %_49 : f32
      } -> tensor<1x36x4xf32> loc("storylm0_rollout.kina":19:11)
    %_51 = arith.constant 0x00000000 : f32 loc("storylm0_rollout.kina":20:11)
    %_52 = tensor.empty() : tensor<1x36x4xf32> loc("storylm0_rollout.kina":20:11)
    %_53 = linalg.fill ins(%_51 : f32) outs(%_52 : tensor<1x36x4xf32>) -> tensor<1x36x4xf32> loc("storylm0_rollout.kina":20:11)
    %_59 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_11, %_32 : tensor<1x36x4xf32>, tensor<1x4x4xf32>) outs(%_53 : tensor<1x36x4xf32>) {
      ^bb0(%_in54: f32, %_in55: f32, %_out56: f32):
        %_57 = arith.mulf %_in54, %_in55 : f32
        %_58 = arith.addf %_out56, %_57 : f32
        linalg.yield %_58 : f32
      } -> tensor<1x36x4xf32> loc("storylm0_rollout.kina":20:11)
    %_60 = tensor.collapse_shape %_41 [[0, 1, 2]] : tensor<1x36x4xf32> into tensor<144xf32> loc("storylm0_rollout.kina":21:12)
    %_61 = tensor.expand_shape %_60 [[0, 1, 2, 3]] output_shape [1, 36, 2, 2] : tensor<144xf32> into tensor<1x36x2x2xf32> loc("storylm0_rollout.kina":21:12)
    %_62 = tensor.empty() : tensor<1x2x36x2xf32> loc("storylm0_rollout.kina":22:12)
    %_65 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_61 : tensor<1x36x2x2xf32>) outs(%_62 : tensor<1x2x36x2xf32>) {
      ^bb0(%_in63: f32, %_out64: f32):
        linalg.yield %_in63 : f32
      } -> tensor<1x2x36x2xf32> loc("storylm0_rollout.kina":22:12)
    %_66 = tensor.collapse_shape %_50 [[0, 1, 2]] : tensor<1x36x4xf32> into tensor<144xf32> loc("storylm0_rollout.kina":23:12)
    %_67 = tensor.expand_shape %_66 [[0, 1, 2, 3]] output_shape [1, 36, 2, 2] : tensor<144xf32> into tensor<1x36x2x2xf32> loc("storylm0_rollout.kina":23:12)
    %_68 = tensor.empty() : tensor<1x2x36x2xf32> loc("storylm0_rollout.kina":24:12)
    %_71 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_67 : tensor<1x36x2x2xf32>) outs(%_68 : tensor<1x2x36x2xf32>) {
      ^bb0(%_in69: f32, %_out70: f32):
        linalg.yield %_in69 : f32
      } -> tensor<1x2x36x2xf32> loc("storylm0_rollout.kina":24:12)
    %_72 = tensor.collapse_shape %_59 [[0, 1, 2]] : tensor<1x36x4xf32> into tensor<144xf32> loc("storylm0_rollout.kina":25:12)
    %_73 = tensor.expand_shape %_72 [[0, 1, 2, 3]] output_shape [1, 36, 2, 2] : tensor<144xf32> into tensor<1x36x2x2xf32> loc("storylm0_rollout.kina":25:12)
    %_74 = tensor.empty() : tensor<1x2x36x2xf32> loc("storylm0_rollout.kina":26:12)
    %_77 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_73 : tensor<1x36x2x2xf32>) outs(%_74 : tensor<1x2x36x2xf32>) {
      ^bb0(%_in75: f32, %_out76: f32):
        linalg.yield %_in75 : f32
      } -> tensor<1x2x36x2xf32> loc("storylm0_rollout.kina":26:12)
    %_78 = tensor.empty() : tensor<1x2x2x36xf32> loc("storylm0_rollout.kina":27:12)
    %_81 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_71 : tensor<1x2x36x2xf32>) outs(%_78 : tensor<1x2x2x36xf32>) {
      ^bb0(%_in79: f32, %_out80: f32):
        linalg.yield %_in79 : f32
      } -> tensor<1x2x2x36xf32> loc("storylm0_rollout.kina":27:12)
    %_82 = arith.constant 0x00000000 : f32 loc("storylm0_rollout.kina":28:16)
    %_83 = tensor.empty() : tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":28:16)
    %_84 = linalg.fill ins(%_82 : f32) outs(%_83 : tensor<1x2x36x36xf32>) -> tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":28:16)
    %_90 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%_65, %_81 : tensor<1x2x36x2xf32>, tensor<1x2x2x36xf32>) outs(%_84 : tensor<1x2x36x36xf32>) {
      ^bb0(%_in85: f32, %_in86: f32, %_out87: f32):
        %_88 = arith.mulf %_in85, %_in86 : f32
        %_89 = arith.addf %_out87, %_88 : f32
        linalg.yield %_89 : f32
      } -> tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":28:16)
    %_91 = tensor.empty() : tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":29:15)
    %_94 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%attention_scale : tensor<1x1x1x1xf32>) outs(%_91 : tensor<1x2x36x36xf32>) {
      ^bb0(%_in92: f32, %_out93: f32):
        linalg.yield %_in92 : f32
      } -> tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":29:15)
    %_95 = tensor.empty() : tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":30:16)
    %_100 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_90, %_94 : tensor<1x2x36x36xf32>, tensor<1x2x36x36xf32>) outs(%_95 : tensor<1x2x36x36xf32>) {
      ^bb0(%_in96: f32, %_in97: f32, %_out98: f32):
        %_99 = arith.mulf %_in96, %_in97 : f32
        linalg.yield %_99 : f32
      } -> tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":30:16)
    %_101 = tensor.empty() : tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":31:14)
    %_104 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%causal_mask : tensor<1x1x36x36xf32>) outs(%_101 : tensor<1x2x36x36xf32>) {
      ^bb0(%_in102: f32, %_out103: f32):
        linalg.yield %_in102 : f32
      } -> tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":31:14)
    %_105 = tensor.empty() : tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":32:16)
    %_110 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_100, %_104 : tensor<1x2x36x36xf32>, tensor<1x2x36x36xf32>) outs(%_105 : tensor<1x2x36x36xf32>) {
      ^bb0(%_in106: f32, %_in107: f32, %_out108: f32):
        %_109 = arith.addf %_in106, %_in107 : f32
        linalg.yield %_109 : f32
      } -> tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":32:16)
    %_111 = arith.constant 0xFF800000 : f32 loc("storylm0_rollout.kina":33:15)
    %_112 = tensor.empty() : tensor<1x2x36xf32> loc("storylm0_rollout.kina":33:15)
    %_113 = linalg.fill ins(%_111 : f32) outs(%_112 : tensor<1x2x36xf32>) -> tensor<1x2x36xf32> loc("storylm0_rollout.kina":33:15)
    %_117 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_110 : tensor<1x2x36x36xf32>) outs(%_113 : tensor<1x2x36xf32>) {
      ^bb0(%_in114: f32, %_out115: f32):
        %_116 = arith.maximumf %_in114, %_out115 : f32
        linalg.yield %_116 : f32
      } -> tensor<1x2x36xf32> loc("storylm0_rollout.kina":33:15)
    %_118 = arith.constant 0x00000000 : f32 loc("storylm0_rollout.kina":33:15)
    %_119 = tensor.empty() : tensor<1x2x36xf32> loc("storylm0_rollout.kina":33:15)
    %_120 = linalg.fill ins(%_118 : f32) outs(%_119 : tensor<1x2x36xf32>) -> tensor<1x2x36xf32> loc("storylm0_rollout.kina":33:15)
    %_127 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_110, %_117 : tensor<1x2x36x36xf32>, tensor<1x2x36xf32>) outs(%_120 : tensor<1x2x36xf32>) {
      ^bb0(%_in121: f32, %_in122: f32, %_out123: f32):
        %_124 = arith.subf %_in121, %_in122 : f32
        %_125 = math.exp %_124 : f32
        %_126 = arith.addf %_125, %_out123 : f32
        linalg.yield %_126 : f32
      } -> tensor<1x2x36xf32> loc("storylm0_rollout.kina":33:15)
    %_128 = tensor.empty() : tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":33:15)
    %_136 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_110, %_117, %_127 : tensor<1x2x36x36xf32>, tensor<1x2x36xf32>, tensor<1x2x36xf32>) outs(%_128 : tensor<1x2x36x36xf32>) {
      ^bb0(%_in129: f32, %_in130: f32, %_in131: f32, %_out132: f32):
        %_133 = arith.subf %_in129, %_in130 : f32
        %_134 = math.exp %_133 : f32
        %_135 = arith.divf %_134, %_in131 : f32
        linalg.yield %_135 : f32
      } -> tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":33:15)
    %_137 = arith.constant 0x00000000 : f32 loc("storylm0_rollout.kina":34:13)
    %_138 = tensor.empty() : tensor<1x2x36x2xf32> loc("storylm0_rollout.kina":34:13)
    %_139 = linalg.fill ins(%_137 : f32) outs(%_138 : tensor<1x2x36x2xf32>) -> tensor<1x2x36x2xf32> loc("storylm0_rollout.kina":34:13)
    %_145 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%_136, %_77 : tensor<1x2x36x36xf32>, tensor<1x2x36x2xf32>) outs(%_139 : tensor<1x2x36x2xf32>) {
      ^bb0(%_in140: f32, %_in141: f32, %_out142: f32):
        %_143 = arith.mulf %_in140, %_in141 : f32
        %_144 = arith.addf %_out142, %_143 : f32
        linalg.yield %_144 : f32
      } -> tensor<1x2x36x2xf32> loc("storylm0_rollout.kina":34:13)
    %_146 = tensor.empty() : tensor<1x36x2x2xf32> loc("storylm0_rollout.kina":35:15)
    %_149 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_145 : tensor<1x2x36x2xf32>) outs(%_146 : tensor<1x36x2x2xf32>) {
      ^bb0(%_in147: f32, %_out148: f32):
        linalg.yield %_in147 : f32
      } -> tensor<1x36x2x2xf32> loc("storylm0_rollout.kina":35:15)
    %_150 = tensor.collapse_shape %_149 [[0, 1, 2, 3]] : tensor<1x36x2x2xf32> into tensor<144xf32> loc("storylm0_rollout.kina":36:16)
    %_151 = tensor.expand_shape %_150 [[0, 1, 2]] output_shape [1, 36, 4] : tensor<144xf32> into tensor<1x36x4xf32> loc("storylm0_rollout.kina":36:16)
    %_152 = tensor.collapse_shape %wo [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_rollout.kina":37:13)
    %_153 = tensor.expand_shape %_152 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_rollout.kina":37:13)
    %_154 = arith.constant 0x00000000 : f32 loc("storylm0_rollout.kina":38:14)
    %_155 = tensor.empty() : tensor<1x36x4xf32> loc("storylm0_rollout.kina":38:14)
    %_156 = linalg.fill ins(%_154 : f32) outs(%_155 : tensor<1x36x4xf32>) -> tensor<1x36x4xf32> loc("storylm0_rollout.kina":38:14)
    %_162 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_151, %_153 : tensor<1x36x4xf32>, tensor<1x4x4xf32>) outs(%_156 : tensor<1x36x4xf32>) {
      ^bb0(%_in157: f32, %_in158: f32, %_out159: f32):
        %_160 = arith.mulf %_in157, %_in158 : f32
        %_161 = arith.addf %_out159, %_160 : f32
        linalg.yield %_161 : f32
      } -> tensor<1x36x4xf32> loc("storylm0_rollout.kina":38:14)
    %_163 = tensor.empty() : tensor<1x36x4xf32> loc("storylm0_rollout.kina":39:11)
    %_168 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_11, %_162 : tensor<1x36x4xf32>, tensor<1x36x4xf32>) outs(%_163 : tensor<1x36x4xf32>) {
      ^bb0(%_in164: f32, %_in165: f32, %_out166: f32):
        %_167 = arith.addf %_in164, %_in165 : f32
        linalg.yield %_167 : f32
      } -> tensor<1x36x4xf32> loc("storylm0_rollout.kina":39:11)
    %_169 = tensor.collapse_shape %lm_head [[0, 1]] : tensor<4x8xf32> into tensor<32xf32> loc("storylm0_rollout.kina":40:13)
    %_170 = tensor.expand_shape %_169 [[0, 1, 2]] output_shape [1, 4, 8] : tensor<32xf32> into tensor<1x4x8xf32> loc("storylm0_rollout.kina":40:13)
    %_171 = arith.constant 0x00000000 : f32 loc("storylm0_rollout.kina":41:16)
    %_172 = tensor.empty() : tensor<1x36x8xf32> loc("storylm0_rollout.kina":41:16)
    %_173 = linalg.fill ins(%_171 : f32) outs(%_172 : tensor<1x36x8xf32>) -> tensor<1x36x8xf32> loc("storylm0_rollout.kina":41:16)
    %_179 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_168, %_170 : tensor<1x36x4xf32>, tensor<1x4x8xf32>) outs(%_173 : tensor<1x36x8xf32>) {
      ^bb0(%_in174: f32, %_in175: f32, %_out176: f32):
        %_177 = arith.mulf %_in174, %_in175 : f32
        %_178 = arith.addf %_out176, %_177 : f32
        linalg.yield %_178 : f32
      } -> tensor<1x36x8xf32> loc("storylm0_rollout.kina":41:16)
    %_180 = arith.constant 0xFF800000 : f32 loc("storylm0_rollout.kina":42:18)
    %_181 = tensor.empty() : tensor<1x36xf32> loc("storylm0_rollout.kina":42:18)
    %_182 = linalg.fill ins(%_180 : f32) outs(%_181 : tensor<1x36xf32>) -> tensor<1x36xf32> loc("storylm0_rollout.kina":42:18)
    %_183 = arith.constant 0 : i64 loc("storylm0_rollout.kina":42:18)
    %_184 = tensor.empty() : tensor<1x36xi64> loc("storylm0_rollout.kina":42:18)
    %_185 = linalg.fill ins(%_183 : i64) outs(%_184 : tensor<1x36xi64>) -> tensor<1x36xi64> loc("storylm0_rollout.kina":42:18)
    %_202:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_179 : tensor<1x36x8xf32>) outs(%_182, %_185 : tensor<1x36xf32>, tensor<1x36xi64>) {
      ^bb0(%_in186: f32, %_out187: f32, %_out188: i64):
        %_189 = arith.cmpf ogt, %_in186, %_out187 : f32
        %_190 = arith.cmpf uno, %_in186, %_in186 : f32
        %_191 = arith.cmpf ord, %_out187, %_out187 : f32
        %_192 = arith.andi %_190, %_191 : i1
        %_193 = arith.ori %_189, %_192 : i1
        %_194 = linalg.index 2 : index
        %_195 = arith.index_cast %_194 : index to i64
        %_196 = linalg.index 2 : index
        %_197 = arith.constant 0 : index
        %_198 = arith.cmpi eq, %_196, %_197 : index
        %_199 = arith.ori %_193, %_198 : i1
        %_200 = arith.select %_199, %_in186, %_out187 : f32
        %_201 = arith.select %_199, %_195, %_out188 : i64
        linalg.yield %_200, %_201 : f32, i64
      } -> (tensor<1x36xf32>, tensor<1x36xi64>) loc("storylm0_rollout.kina":42:18)
    func.return %_179, %_202#1, %_26 : tensor<1x36x8xf32>, tensor<1x36xi64>, tensor<i64> loc("storylm0_rollout.kina":3:1)
  } loc("storylm0_rollout.kina":3:1)
}
